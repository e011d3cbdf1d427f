; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"small\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"preorder:\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [7 x i8] c"del 20\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [7 x i8] c"del 60\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [7 x i8] c"del 30\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [7 x i8] c"del 50\00", align 1, !dbg !21
@.str.7 = private unnamed_addr constant [7 x i8] c"random\00", align 1, !dbg !23
@.str.8 = private unnamed_addr constant [12 x i8] c"find %d: %s\00", align 1, !dbg !25
@.str.9 = private unnamed_addr constant [4 x i8] c"yes\00", align 1, !dbg !30
@.str.10 = private unnamed_addr constant [3 x i8] c"no\00", align 1, !dbg !35
@.str.11 = private unnamed_addr constant [10 x i8] c" count=%d\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [34 x i8] c"range [100,300]: %d, [0,999]: %d\0A\00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [9 x i8] c"odd only\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [33 x i8] c"%s: size=%d height=%d valid=%d\0A \00", align 1, !dbg !52
@.str.15 = private unnamed_addr constant [6 x i8] c" %d%s\00", align 1, !dbg !57
@.str.16 = private unnamed_addr constant [2 x i8] c"*\00", align 1, !dbg !59
@.str.17 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !64
@.str.18 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !69

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !85 {
  %1 = alloca i32, align 4, !DIAssignID !113
  %2 = alloca i32, align 4, !DIAssignID !114
  %3 = alloca i32, align 4, !DIAssignID !115
  %4 = alloca i32, align 4, !DIAssignID !116
  %5 = alloca i32, align 4, !DIAssignID !117
  %6 = alloca i32, align 4, !DIAssignID !118
  %7 = alloca i32, align 4, !DIAssignID !119
    #dbg_assign(i1 undef, !96, !DIExpression(), !120, ptr poison, !DIExpression(), !121)
    #dbg_value(ptr null, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !96, !DIExpression(), !122, ptr poison, !DIExpression(), !121)
    #dbg_value(i32 0, !100, !DIExpression(), !123)
    #dbg_value(ptr null, !88, !DIExpression(), !121)
    #dbg_value(i64 0, !100, !DIExpression(), !123)
  %8 = tail call fastcc ptr @insert(ptr noundef null, i32 noundef 50), !dbg !124
    #dbg_value(ptr %8, !88, !DIExpression(), !121)
    #dbg_value(i64 1, !100, !DIExpression(), !123)
  %9 = tail call fastcc ptr @insert(ptr noundef %8, i32 noundef 30), !dbg !124
    #dbg_value(ptr %9, !88, !DIExpression(), !121)
    #dbg_value(i64 2, !100, !DIExpression(), !123)
  %10 = tail call fastcc ptr @insert(ptr noundef %9, i32 noundef 70), !dbg !124
    #dbg_value(ptr %10, !88, !DIExpression(), !121)
    #dbg_value(i64 3, !100, !DIExpression(), !123)
  %11 = tail call fastcc ptr @insert(ptr noundef %10, i32 noundef 20), !dbg !124
    #dbg_value(ptr %11, !88, !DIExpression(), !121)
    #dbg_value(i64 4, !100, !DIExpression(), !123)
  %12 = tail call fastcc ptr @insert(ptr noundef %11, i32 noundef 40), !dbg !124
    #dbg_value(ptr %12, !88, !DIExpression(), !121)
    #dbg_value(i64 5, !100, !DIExpression(), !123)
  %13 = tail call fastcc ptr @insert(ptr noundef %12, i32 noundef 60), !dbg !124
    #dbg_value(ptr %13, !88, !DIExpression(), !121)
    #dbg_value(i64 6, !100, !DIExpression(), !123)
  %14 = tail call fastcc ptr @insert(ptr noundef %13, i32 noundef 80), !dbg !124
    #dbg_value(ptr %14, !88, !DIExpression(), !121)
    #dbg_value(i64 7, !100, !DIExpression(), !123)
  %15 = tail call fastcc ptr @insert(ptr noundef %14, i32 noundef 35), !dbg !124
    #dbg_value(ptr %15, !88, !DIExpression(), !121)
    #dbg_value(i64 8, !100, !DIExpression(), !123)
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef 45), !dbg !124
    #dbg_value(ptr %16, !88, !DIExpression(), !121)
    #dbg_value(i64 9, !100, !DIExpression(), !123)
  %17 = tail call fastcc ptr @insert(ptr noundef %16, i32 noundef 65), !dbg !124
    #dbg_value(ptr %17, !88, !DIExpression(), !121)
    #dbg_value(i64 10, !100, !DIExpression(), !123)
  %18 = tail call fastcc ptr @insert(ptr noundef %17, i32 noundef 30), !dbg !124
    #dbg_value(ptr %18, !88, !DIExpression(), !121)
    #dbg_value(i64 11, !100, !DIExpression(), !123)
    #dbg_assign(i1 undef, !126, !DIExpression(), !119, ptr %7, !DIExpression(), !137)
    #dbg_value(ptr @.str, !135, !DIExpression(), !137)
    #dbg_value(ptr %18, !136, !DIExpression(), !137)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9, !dbg !139
  store i32 0, ptr %7, align 4, !dbg !140, !tbaa !141, !DIAssignID !145
    #dbg_assign(i32 0, !126, !DIExpression(), !145, ptr %7, !DIExpression(), !137)
  %19 = tail call fastcc i32 @size(ptr noundef %18), !dbg !146
  %20 = tail call fastcc i32 @height(ptr noundef %18), !dbg !147
  %21 = tail call fastcc i32 @is_bst(ptr noundef %18, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !148
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef %19, i32 noundef %20, i32 noundef %21), !dbg !149
  call fastcc void @inorder(ptr noundef %18, ptr noundef nonnull %7), !dbg !150
  %23 = tail call i32 @putchar(i32 10), !dbg !151
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #9, !dbg !152
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !153
  tail call fastcc void @preorder(ptr noundef %18), !dbg !154
  %25 = tail call i32 @putchar(i32 10), !dbg !155
  %26 = tail call fastcc ptr @delete(ptr noundef %18, i32 noundef 20), !dbg !156
    #dbg_value(ptr %26, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !126, !DIExpression(), !118, ptr %6, !DIExpression(), !157)
    #dbg_value(ptr @.str.3, !135, !DIExpression(), !157)
    #dbg_value(ptr %26, !136, !DIExpression(), !157)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9, !dbg !159
  store i32 0, ptr %6, align 4, !dbg !160, !tbaa !141, !DIAssignID !161
    #dbg_assign(i32 0, !126, !DIExpression(), !161, ptr %6, !DIExpression(), !157)
  %27 = tail call fastcc i32 @size(ptr noundef %26), !dbg !162
  %28 = tail call fastcc i32 @height(ptr noundef %26), !dbg !163
  %29 = tail call fastcc i32 @is_bst(ptr noundef %26, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !164
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef %27, i32 noundef %28, i32 noundef %29), !dbg !165
  call fastcc void @inorder(ptr noundef %26, ptr noundef nonnull %6), !dbg !166
  %31 = tail call i32 @putchar(i32 10), !dbg !167
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #9, !dbg !168
  %32 = tail call fastcc ptr @delete(ptr noundef %26, i32 noundef 60), !dbg !169
    #dbg_value(ptr %32, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !126, !DIExpression(), !117, ptr %5, !DIExpression(), !170)
    #dbg_value(ptr @.str.4, !135, !DIExpression(), !170)
    #dbg_value(ptr %32, !136, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #9, !dbg !172
  store i32 0, ptr %5, align 4, !dbg !173, !tbaa !141, !DIAssignID !174
    #dbg_assign(i32 0, !126, !DIExpression(), !174, ptr %5, !DIExpression(), !170)
  %33 = tail call fastcc i32 @size(ptr noundef %32), !dbg !175
  %34 = tail call fastcc i32 @height(ptr noundef %32), !dbg !176
  %35 = tail call fastcc i32 @is_bst(ptr noundef %32, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !177
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %33, i32 noundef %34, i32 noundef %35), !dbg !178
  call fastcc void @inorder(ptr noundef %32, ptr noundef nonnull %5), !dbg !179
  %37 = tail call i32 @putchar(i32 10), !dbg !180
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #9, !dbg !181
  %38 = tail call fastcc ptr @delete(ptr noundef %32, i32 noundef 30), !dbg !182
    #dbg_value(ptr %38, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !126, !DIExpression(), !116, ptr %4, !DIExpression(), !183)
    #dbg_value(ptr @.str.5, !135, !DIExpression(), !183)
    #dbg_value(ptr %38, !136, !DIExpression(), !183)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9, !dbg !185
  store i32 0, ptr %4, align 4, !dbg !186, !tbaa !141, !DIAssignID !187
    #dbg_assign(i32 0, !126, !DIExpression(), !187, ptr %4, !DIExpression(), !183)
  %39 = tail call fastcc i32 @size(ptr noundef %38), !dbg !188
  %40 = tail call fastcc i32 @height(ptr noundef %38), !dbg !189
  %41 = tail call fastcc i32 @is_bst(ptr noundef %38, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !190
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef %39, i32 noundef %40, i32 noundef %41), !dbg !191
  call fastcc void @inorder(ptr noundef %38, ptr noundef nonnull %4), !dbg !192
  %43 = tail call i32 @putchar(i32 10), !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9, !dbg !194
  %44 = tail call fastcc ptr @delete(ptr noundef %38, i32 noundef 50), !dbg !195
    #dbg_value(ptr %44, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !126, !DIExpression(), !115, ptr %3, !DIExpression(), !196)
    #dbg_value(ptr @.str.6, !135, !DIExpression(), !196)
    #dbg_value(ptr %44, !136, !DIExpression(), !196)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9, !dbg !198
  store i32 0, ptr %3, align 4, !dbg !199, !tbaa !141, !DIAssignID !200
    #dbg_assign(i32 0, !126, !DIExpression(), !200, ptr %3, !DIExpression(), !196)
  %45 = tail call fastcc i32 @size(ptr noundef %44), !dbg !201
  %46 = tail call fastcc i32 @height(ptr noundef %44), !dbg !202
  %47 = tail call fastcc i32 @is_bst(ptr noundef %44, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !203
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef %45, i32 noundef %46, i32 noundef %47), !dbg !204
  call fastcc void @inorder(ptr noundef %44, ptr noundef nonnull %3), !dbg !205
  %49 = tail call i32 @putchar(i32 10), !dbg !206
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9, !dbg !207
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !208
  tail call fastcc void @preorder(ptr noundef %44), !dbg !209
  %51 = tail call i32 @putchar(i32 10), !dbg !210
  %52 = tail call fastcc ptr @delete(ptr noundef %44, i32 noundef 999), !dbg !211
    #dbg_value(ptr %52, !88, !DIExpression(), !121)
  tail call fastcc void @free_tree(ptr noundef %52), !dbg !212
    #dbg_value(ptr null, !88, !DIExpression(), !121)
    #dbg_value(i32 2024, !102, !DIExpression(), !121)
    #dbg_value(i32 0, !104, !DIExpression(), !213)
  br label %80, !dbg !214

53:                                               ; preds = %80
    #dbg_assign(i1 undef, !126, !DIExpression(), !114, ptr %2, !DIExpression(), !215)
    #dbg_value(ptr @.str.7, !135, !DIExpression(), !215)
    #dbg_value(ptr %88, !136, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !217
  store i32 0, ptr %2, align 4, !dbg !218, !tbaa !141, !DIAssignID !219
    #dbg_assign(i32 0, !126, !DIExpression(), !219, ptr %2, !DIExpression(), !215)
  %54 = tail call fastcc i32 @size(ptr noundef %88), !dbg !220
  %55 = tail call fastcc i32 @height(ptr noundef %88), !dbg !221
  %56 = tail call fastcc i32 @is_bst(ptr noundef %88, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !222
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef %54, i32 noundef %55, i32 noundef %56), !dbg !223
  call fastcc void @inorder(ptr noundef %88, ptr noundef nonnull %2), !dbg !224
  %58 = tail call i32 @putchar(i32 10), !dbg !225
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !226
    #dbg_value(i32 0, !106, !DIExpression(), !227)
  %59 = icmp eq ptr %88, null
    #dbg_value(i32 0, !106, !DIExpression(), !227)
    #dbg_value(i32 0, !106, !DIExpression(), !227)
    #dbg_value(i32 0, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 0, !233, !DIExpression(), !234)
    #dbg_value(i32 0, !233, !DIExpression(), !234)
  br i1 %59, label %60, label %96

60:                                               ; preds = %53
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, ptr noundef nonnull @.str.10), !dbg !237
  %62 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 111, !106, !DIExpression(), !227)
    #dbg_value(i32 111, !233, !DIExpression(), !234)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, ptr noundef nonnull @.str.10), !dbg !237
  %64 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 222, !106, !DIExpression(), !227)
    #dbg_value(i32 222, !233, !DIExpression(), !234)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 222, ptr noundef nonnull @.str.10), !dbg !237
  %66 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 333, !106, !DIExpression(), !227)
    #dbg_value(i32 333, !233, !DIExpression(), !234)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 333, ptr noundef nonnull @.str.10), !dbg !237
  %68 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 444, !106, !DIExpression(), !227)
    #dbg_value(i32 444, !233, !DIExpression(), !234)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 444, ptr noundef nonnull @.str.10), !dbg !237
  %70 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 555, !106, !DIExpression(), !227)
    #dbg_value(i32 555, !233, !DIExpression(), !234)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 555, ptr noundef nonnull @.str.10), !dbg !237
  %72 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 666, !106, !DIExpression(), !227)
    #dbg_value(i32 666, !233, !DIExpression(), !234)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 666, ptr noundef nonnull @.str.10), !dbg !237
  %74 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 777, !106, !DIExpression(), !227)
    #dbg_value(i32 777, !233, !DIExpression(), !234)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 777, ptr noundef nonnull @.str.10), !dbg !237
  %76 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 888, !106, !DIExpression(), !227)
    #dbg_value(i32 888, !233, !DIExpression(), !234)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 888, ptr noundef nonnull @.str.10), !dbg !237
  %78 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 999, !106, !DIExpression(), !227)
    #dbg_value(i32 999, !233, !DIExpression(), !234)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 999, ptr noundef nonnull @.str.10), !dbg !237
    #dbg_value(i32 1110, !106, !DIExpression(), !227)
  br label %91, !dbg !239

80:                                               ; preds = %0, %80
  %81 = phi ptr [ null, %0 ], [ %88, %80 ]
  %82 = phi i32 [ 0, %0 ], [ %89, %80 ]
  %83 = phi i32 [ 2024, %0 ], [ %85, %80 ]
    #dbg_value(ptr %81, !88, !DIExpression(), !121)
    #dbg_value(i32 %82, !104, !DIExpression(), !213)
    #dbg_value(i32 %83, !102, !DIExpression(), !121)
  %84 = mul i32 %83, 1103515245, !dbg !240
  %85 = add i32 %84, 12345, !dbg !243
    #dbg_value(i32 %85, !102, !DIExpression(), !121)
  %86 = lshr i32 %85, 8, !dbg !244
  %87 = urem i32 %86, 1000, !dbg !245
  %88 = tail call fastcc ptr @insert(ptr noundef %81, i32 noundef %87), !dbg !246
    #dbg_value(ptr %88, !88, !DIExpression(), !121)
  %89 = add nuw nsw i32 %82, 1, !dbg !247
    #dbg_value(i32 %89, !104, !DIExpression(), !213)
  %90 = icmp eq i32 %89, 500, !dbg !248
  br i1 %90, label %53, label %80, !dbg !214, !llvm.loop !249

91:                                               ; preds = %277, %279, %60
  %92 = tail call i32 @putchar(i32 10), !dbg !238
  %93 = tail call fastcc i32 @range_count(ptr noundef %88, i32 noundef 100, i32 noundef 300), !dbg !239
  %94 = tail call fastcc i32 @range_count(ptr noundef %88, i32 noundef 0, i32 noundef 999), !dbg !252
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %93, i32 noundef %94), !dbg !253
    #dbg_value(i32 0, !111, !DIExpression(), !254)
    #dbg_value(ptr %88, !88, !DIExpression(), !121)
  br label %290, !dbg !255

96:                                               ; preds = %53, %100
  %97 = phi ptr [ %104, %100 ], [ %88, %53 ]
    #dbg_value(ptr %97, !228, !DIExpression(), !234)
  %98 = load i32, ptr %97, align 8, !dbg !256, !tbaa !257
  %99 = icmp eq i32 %98, 0, !dbg !260
  br i1 %99, label %108, label %100, !dbg !261

100:                                              ; preds = %96
  %101 = icmp sgt i32 %98, 0, !dbg !262
  %102 = select i1 %101, i64 8, i64 16, !dbg !263
  %103 = getelementptr inbounds i8, ptr %97, i64 %102, !dbg !263
  %104 = load ptr, ptr %103, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %104, !228, !DIExpression(), !234)
  %105 = icmp eq ptr %104, null, !dbg !265
  br i1 %105, label %106, label %96, !dbg !266, !llvm.loop !267

106:                                              ; preds = %100
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, ptr noundef nonnull @.str.10), !dbg !237
  br label %113, !dbg !269

108:                                              ; preds = %96
    #dbg_value(ptr %97, !108, !DIExpression(), !236)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, ptr noundef nonnull @.str.9), !dbg !237
  %110 = getelementptr inbounds i8, ptr %97, i64 4, !dbg !270
  %111 = load i32, ptr %110, align 4, !dbg !270, !tbaa !272
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %111), !dbg !273
  br label %113, !dbg !273

113:                                              ; preds = %106, %108
  %114 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 111, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 111, !233, !DIExpression(), !234)
  br label %115, !dbg !261

115:                                              ; preds = %119, %113
  %116 = phi ptr [ %123, %119 ], [ %88, %113 ]
    #dbg_value(ptr %116, !228, !DIExpression(), !234)
  %117 = load i32, ptr %116, align 8, !dbg !256, !tbaa !257
  %118 = icmp eq i32 %117, 111, !dbg !260
  br i1 %118, label %127, label %119, !dbg !261

119:                                              ; preds = %115
  %120 = icmp sgt i32 %117, 111, !dbg !262
  %121 = select i1 %120, i64 8, i64 16, !dbg !263
  %122 = getelementptr inbounds i8, ptr %116, i64 %121, !dbg !263
  %123 = load ptr, ptr %122, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %123, !228, !DIExpression(), !234)
  %124 = icmp eq ptr %123, null, !dbg !265
  br i1 %124, label %125, label %115, !dbg !266, !llvm.loop !267

125:                                              ; preds = %119
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, ptr noundef nonnull @.str.10), !dbg !237
  br label %132, !dbg !269

127:                                              ; preds = %115
    #dbg_value(ptr %116, !108, !DIExpression(), !236)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, ptr noundef nonnull @.str.9), !dbg !237
  %129 = getelementptr inbounds i8, ptr %116, i64 4, !dbg !270
  %130 = load i32, ptr %129, align 4, !dbg !270, !tbaa !272
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %130), !dbg !273
  br label %132, !dbg !273

132:                                              ; preds = %127, %125
  %133 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 222, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 222, !233, !DIExpression(), !234)
  br label %134, !dbg !261

134:                                              ; preds = %138, %132
  %135 = phi ptr [ %142, %138 ], [ %88, %132 ]
    #dbg_value(ptr %135, !228, !DIExpression(), !234)
  %136 = load i32, ptr %135, align 8, !dbg !256, !tbaa !257
  %137 = icmp eq i32 %136, 222, !dbg !260
  br i1 %137, label %146, label %138, !dbg !261

138:                                              ; preds = %134
  %139 = icmp sgt i32 %136, 222, !dbg !262
  %140 = select i1 %139, i64 8, i64 16, !dbg !263
  %141 = getelementptr inbounds i8, ptr %135, i64 %140, !dbg !263
  %142 = load ptr, ptr %141, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %142, !228, !DIExpression(), !234)
  %143 = icmp eq ptr %142, null, !dbg !265
  br i1 %143, label %144, label %134, !dbg !266, !llvm.loop !267

144:                                              ; preds = %138
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 222, ptr noundef nonnull @.str.10), !dbg !237
  br label %151, !dbg !269

146:                                              ; preds = %134
    #dbg_value(ptr %135, !108, !DIExpression(), !236)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 222, ptr noundef nonnull @.str.9), !dbg !237
  %148 = getelementptr inbounds i8, ptr %135, i64 4, !dbg !270
  %149 = load i32, ptr %148, align 4, !dbg !270, !tbaa !272
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %149), !dbg !273
  br label %151, !dbg !273

151:                                              ; preds = %146, %144
  %152 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 333, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 333, !233, !DIExpression(), !234)
  br label %153, !dbg !261

153:                                              ; preds = %157, %151
  %154 = phi ptr [ %161, %157 ], [ %88, %151 ]
    #dbg_value(ptr %154, !228, !DIExpression(), !234)
  %155 = load i32, ptr %154, align 8, !dbg !256, !tbaa !257
  %156 = icmp eq i32 %155, 333, !dbg !260
  br i1 %156, label %165, label %157, !dbg !261

157:                                              ; preds = %153
  %158 = icmp sgt i32 %155, 333, !dbg !262
  %159 = select i1 %158, i64 8, i64 16, !dbg !263
  %160 = getelementptr inbounds i8, ptr %154, i64 %159, !dbg !263
  %161 = load ptr, ptr %160, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %161, !228, !DIExpression(), !234)
  %162 = icmp eq ptr %161, null, !dbg !265
  br i1 %162, label %163, label %153, !dbg !266, !llvm.loop !267

163:                                              ; preds = %157
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 333, ptr noundef nonnull @.str.10), !dbg !237
  br label %170, !dbg !269

165:                                              ; preds = %153
    #dbg_value(ptr %154, !108, !DIExpression(), !236)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 333, ptr noundef nonnull @.str.9), !dbg !237
  %167 = getelementptr inbounds i8, ptr %154, i64 4, !dbg !270
  %168 = load i32, ptr %167, align 4, !dbg !270, !tbaa !272
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %168), !dbg !273
  br label %170, !dbg !273

170:                                              ; preds = %165, %163
  %171 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 444, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 444, !233, !DIExpression(), !234)
  br label %172, !dbg !261

172:                                              ; preds = %176, %170
  %173 = phi ptr [ %180, %176 ], [ %88, %170 ]
    #dbg_value(ptr %173, !228, !DIExpression(), !234)
  %174 = load i32, ptr %173, align 8, !dbg !256, !tbaa !257
  %175 = icmp eq i32 %174, 444, !dbg !260
  br i1 %175, label %184, label %176, !dbg !261

176:                                              ; preds = %172
  %177 = icmp sgt i32 %174, 444, !dbg !262
  %178 = select i1 %177, i64 8, i64 16, !dbg !263
  %179 = getelementptr inbounds i8, ptr %173, i64 %178, !dbg !263
  %180 = load ptr, ptr %179, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %180, !228, !DIExpression(), !234)
  %181 = icmp eq ptr %180, null, !dbg !265
  br i1 %181, label %182, label %172, !dbg !266, !llvm.loop !267

182:                                              ; preds = %176
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 444, ptr noundef nonnull @.str.10), !dbg !237
  br label %189, !dbg !269

184:                                              ; preds = %172
    #dbg_value(ptr %173, !108, !DIExpression(), !236)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 444, ptr noundef nonnull @.str.9), !dbg !237
  %186 = getelementptr inbounds i8, ptr %173, i64 4, !dbg !270
  %187 = load i32, ptr %186, align 4, !dbg !270, !tbaa !272
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %187), !dbg !273
  br label %189, !dbg !273

189:                                              ; preds = %184, %182
  %190 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 555, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 555, !233, !DIExpression(), !234)
  br label %191, !dbg !261

191:                                              ; preds = %195, %189
  %192 = phi ptr [ %199, %195 ], [ %88, %189 ]
    #dbg_value(ptr %192, !228, !DIExpression(), !234)
  %193 = load i32, ptr %192, align 8, !dbg !256, !tbaa !257
  %194 = icmp eq i32 %193, 555, !dbg !260
  br i1 %194, label %203, label %195, !dbg !261

195:                                              ; preds = %191
  %196 = icmp sgt i32 %193, 555, !dbg !262
  %197 = select i1 %196, i64 8, i64 16, !dbg !263
  %198 = getelementptr inbounds i8, ptr %192, i64 %197, !dbg !263
  %199 = load ptr, ptr %198, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %199, !228, !DIExpression(), !234)
  %200 = icmp eq ptr %199, null, !dbg !265
  br i1 %200, label %201, label %191, !dbg !266, !llvm.loop !267

201:                                              ; preds = %195
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 555, ptr noundef nonnull @.str.10), !dbg !237
  br label %208, !dbg !269

203:                                              ; preds = %191
    #dbg_value(ptr %192, !108, !DIExpression(), !236)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 555, ptr noundef nonnull @.str.9), !dbg !237
  %205 = getelementptr inbounds i8, ptr %192, i64 4, !dbg !270
  %206 = load i32, ptr %205, align 4, !dbg !270, !tbaa !272
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %206), !dbg !273
  br label %208, !dbg !273

208:                                              ; preds = %203, %201
  %209 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 666, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 666, !233, !DIExpression(), !234)
  br label %210, !dbg !261

210:                                              ; preds = %214, %208
  %211 = phi ptr [ %218, %214 ], [ %88, %208 ]
    #dbg_value(ptr %211, !228, !DIExpression(), !234)
  %212 = load i32, ptr %211, align 8, !dbg !256, !tbaa !257
  %213 = icmp eq i32 %212, 666, !dbg !260
  br i1 %213, label %222, label %214, !dbg !261

214:                                              ; preds = %210
  %215 = icmp sgt i32 %212, 666, !dbg !262
  %216 = select i1 %215, i64 8, i64 16, !dbg !263
  %217 = getelementptr inbounds i8, ptr %211, i64 %216, !dbg !263
  %218 = load ptr, ptr %217, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %218, !228, !DIExpression(), !234)
  %219 = icmp eq ptr %218, null, !dbg !265
  br i1 %219, label %220, label %210, !dbg !266, !llvm.loop !267

220:                                              ; preds = %214
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 666, ptr noundef nonnull @.str.10), !dbg !237
  br label %227, !dbg !269

222:                                              ; preds = %210
    #dbg_value(ptr %211, !108, !DIExpression(), !236)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 666, ptr noundef nonnull @.str.9), !dbg !237
  %224 = getelementptr inbounds i8, ptr %211, i64 4, !dbg !270
  %225 = load i32, ptr %224, align 4, !dbg !270, !tbaa !272
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %225), !dbg !273
  br label %227, !dbg !273

227:                                              ; preds = %222, %220
  %228 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 777, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 777, !233, !DIExpression(), !234)
  br label %229, !dbg !261

229:                                              ; preds = %233, %227
  %230 = phi ptr [ %237, %233 ], [ %88, %227 ]
    #dbg_value(ptr %230, !228, !DIExpression(), !234)
  %231 = load i32, ptr %230, align 8, !dbg !256, !tbaa !257
  %232 = icmp eq i32 %231, 777, !dbg !260
  br i1 %232, label %241, label %233, !dbg !261

233:                                              ; preds = %229
  %234 = icmp sgt i32 %231, 777, !dbg !262
  %235 = select i1 %234, i64 8, i64 16, !dbg !263
  %236 = getelementptr inbounds i8, ptr %230, i64 %235, !dbg !263
  %237 = load ptr, ptr %236, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %237, !228, !DIExpression(), !234)
  %238 = icmp eq ptr %237, null, !dbg !265
  br i1 %238, label %239, label %229, !dbg !266, !llvm.loop !267

239:                                              ; preds = %233
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 777, ptr noundef nonnull @.str.10), !dbg !237
  br label %246, !dbg !269

241:                                              ; preds = %229
    #dbg_value(ptr %230, !108, !DIExpression(), !236)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 777, ptr noundef nonnull @.str.9), !dbg !237
  %243 = getelementptr inbounds i8, ptr %230, i64 4, !dbg !270
  %244 = load i32, ptr %243, align 4, !dbg !270, !tbaa !272
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %244), !dbg !273
  br label %246, !dbg !273

246:                                              ; preds = %241, %239
  %247 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 888, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 888, !233, !DIExpression(), !234)
  br label %248, !dbg !261

248:                                              ; preds = %252, %246
  %249 = phi ptr [ %256, %252 ], [ %88, %246 ]
    #dbg_value(ptr %249, !228, !DIExpression(), !234)
  %250 = load i32, ptr %249, align 8, !dbg !256, !tbaa !257
  %251 = icmp eq i32 %250, 888, !dbg !260
  br i1 %251, label %260, label %252, !dbg !261

252:                                              ; preds = %248
  %253 = icmp sgt i32 %250, 888, !dbg !262
  %254 = select i1 %253, i64 8, i64 16, !dbg !263
  %255 = getelementptr inbounds i8, ptr %249, i64 %254, !dbg !263
  %256 = load ptr, ptr %255, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %256, !228, !DIExpression(), !234)
  %257 = icmp eq ptr %256, null, !dbg !265
  br i1 %257, label %258, label %248, !dbg !266, !llvm.loop !267

258:                                              ; preds = %252
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 888, ptr noundef nonnull @.str.10), !dbg !237
  br label %265, !dbg !269

260:                                              ; preds = %248
    #dbg_value(ptr %249, !108, !DIExpression(), !236)
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 888, ptr noundef nonnull @.str.9), !dbg !237
  %262 = getelementptr inbounds i8, ptr %249, i64 4, !dbg !270
  %263 = load i32, ptr %262, align 4, !dbg !270, !tbaa !272
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %263), !dbg !273
  br label %265, !dbg !273

265:                                              ; preds = %260, %258
  %266 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i32 999, !106, !DIExpression(), !227)
    #dbg_value(ptr %88, !228, !DIExpression(), !234)
    #dbg_value(i32 999, !233, !DIExpression(), !234)
  br label %267, !dbg !261

267:                                              ; preds = %271, %265
  %268 = phi ptr [ %275, %271 ], [ %88, %265 ]
    #dbg_value(ptr %268, !228, !DIExpression(), !234)
  %269 = load i32, ptr %268, align 8, !dbg !256, !tbaa !257
  %270 = icmp eq i32 %269, 999, !dbg !260
  br i1 %270, label %279, label %271, !dbg !261

271:                                              ; preds = %267
  %272 = icmp sgt i32 %269, 999, !dbg !262
  %273 = select i1 %272, i64 8, i64 16, !dbg !263
  %274 = getelementptr inbounds i8, ptr %268, i64 %273, !dbg !263
  %275 = load ptr, ptr %274, align 8, !dbg !263, !tbaa !264
    #dbg_value(ptr %275, !228, !DIExpression(), !234)
  %276 = icmp eq ptr %275, null, !dbg !265
  br i1 %276, label %277, label %267, !dbg !266, !llvm.loop !267

277:                                              ; preds = %271
    #dbg_value(ptr null, !108, !DIExpression(), !236)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 999, ptr noundef nonnull @.str.10), !dbg !237
  br label %91, !dbg !269

279:                                              ; preds = %267
    #dbg_value(ptr %268, !108, !DIExpression(), !236)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 999, ptr noundef nonnull @.str.9), !dbg !237
  %281 = getelementptr inbounds i8, ptr %268, i64 4, !dbg !270
  %282 = load i32, ptr %281, align 4, !dbg !270, !tbaa !272
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %282), !dbg !273
  br label %91, !dbg !273

284:                                              ; preds = %290
    #dbg_assign(i1 undef, !126, !DIExpression(), !113, ptr %1, !DIExpression(), !274)
    #dbg_value(ptr @.str.13, !135, !DIExpression(), !274)
    #dbg_value(ptr %293, !136, !DIExpression(), !274)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9, !dbg !276
  store i32 0, ptr %1, align 4, !dbg !277, !tbaa !141, !DIAssignID !278
    #dbg_assign(i32 0, !126, !DIExpression(), !278, ptr %1, !DIExpression(), !274)
  %285 = tail call fastcc i32 @size(ptr noundef %293), !dbg !279
  %286 = tail call fastcc i32 @height(ptr noundef %293), !dbg !280
  %287 = tail call fastcc i32 @is_bst(ptr noundef %293, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !281
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13, i32 noundef %285, i32 noundef %286, i32 noundef %287), !dbg !282
  call fastcc void @inorder(ptr noundef %293, ptr noundef nonnull %1), !dbg !283
  %289 = tail call i32 @putchar(i32 10), !dbg !284
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9, !dbg !285
  tail call fastcc void @free_tree(ptr noundef %293), !dbg !286
  ret i32 0, !dbg !287

290:                                              ; preds = %91, %290
  %291 = phi i32 [ 0, %91 ], [ %294, %290 ]
  %292 = phi ptr [ %88, %91 ], [ %293, %290 ]
    #dbg_value(i32 %291, !111, !DIExpression(), !254)
    #dbg_value(ptr %292, !88, !DIExpression(), !121)
  %293 = tail call fastcc ptr @delete(ptr noundef %292, i32 noundef %291), !dbg !288
    #dbg_value(ptr %293, !88, !DIExpression(), !121)
  %294 = add nuw nsw i32 %291, 2, !dbg !290
    #dbg_value(i32 %294, !111, !DIExpression(), !254)
  %295 = icmp ult i32 %291, 998, !dbg !291
  br i1 %295, label %290, label %284, !dbg !255, !llvm.loop !292
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !294 {
    #dbg_value(ptr %0, !296, !DIExpression(), !298)
    #dbg_value(i32 %1, !297, !DIExpression(), !298)
  %3 = icmp eq ptr %0, null, !dbg !299
  br i1 %3, label %4, label %7, !dbg !301

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #10, !dbg !302
    #dbg_value(ptr %5, !296, !DIExpression(), !298)
  store i32 %1, ptr %5, align 8, !dbg !304, !tbaa !257
  %6 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !305
  store i32 1, ptr %6, align 4, !dbg !306, !tbaa !272
  br label %10, !dbg !307

7:                                                ; preds = %2
  %8 = load i32, ptr %0, align 8, !dbg !308, !tbaa !257
  %9 = icmp sgt i32 %8, %1, !dbg !310
  br i1 %9, label %12, label %16, !dbg !311

10:                                               ; preds = %22, %4, %18, %12
  %11 = phi ptr [ %0, %12 ], [ %0, %18 ], [ %5, %4 ], [ %0, %22 ]
  ret ptr %11, !dbg !312

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !313
  %14 = load ptr, ptr %13, align 8, !dbg !313, !tbaa !314
  %15 = tail call fastcc ptr @insert(ptr noundef %14, i32 noundef %1), !dbg !315
  store ptr %15, ptr %13, align 8, !dbg !316, !tbaa !314
  br label %10, !dbg !312

16:                                               ; preds = %7
  %17 = icmp slt i32 %8, %1, !dbg !317
  br i1 %17, label %18, label %22, !dbg !319

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !320
  %20 = load ptr, ptr %19, align 8, !dbg !320, !tbaa !321
  %21 = tail call fastcc ptr @insert(ptr noundef %20, i32 noundef %1), !dbg !322
  store ptr %21, ptr %19, align 8, !dbg !323, !tbaa !321
  br label %10, !dbg !312

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !324
  %24 = load i32, ptr %23, align 4, !dbg !325, !tbaa !272
  %25 = add nsw i32 %24, 1, !dbg !325
  store i32 %25, ptr %23, align 4, !dbg !325, !tbaa !272
  br label %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !326 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @preorder(ptr noundef readonly %0) unnamed_addr #2 !dbg !331 {
    #dbg_value(ptr %0, !335, !DIExpression(), !336)
  %2 = icmp eq ptr %0, null, !dbg !337
  br i1 %2, label %12, label %3, !dbg !339

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
    #dbg_value(ptr %4, !335, !DIExpression(), !336)
  %5 = load i32, ptr %4, align 8, !dbg !340, !tbaa !257
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %5), !dbg !341
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !342
  %8 = load ptr, ptr %7, align 8, !dbg !342, !tbaa !314
  tail call fastcc void @preorder(ptr noundef %8), !dbg !343
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !344
  %10 = load ptr, ptr %9, align 8, !dbg !344, !tbaa !321
    #dbg_value(ptr %10, !335, !DIExpression(), !336)
  %11 = icmp eq ptr %10, null, !dbg !337
  br i1 %11, label %12, label %3, !dbg !339

12:                                               ; preds = %3, %1
  ret void, !dbg !345
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !346 {
    #dbg_value(ptr %0, !348, !DIExpression(), !357)
    #dbg_value(i32 %1, !349, !DIExpression(), !357)
  %3 = icmp eq ptr %0, null, !dbg !358
  br i1 %3, label %7, label %4, !dbg !360

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !dbg !361, !tbaa !257
  %6 = icmp sgt i32 %5, %1, !dbg !362
  br i1 %6, label %9, label %13, !dbg !363

7:                                                ; preds = %2, %27, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %28, %27 ], [ null, %2 ]
  ret ptr %8, !dbg !364

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !365
  %11 = load ptr, ptr %10, align 8, !dbg !365, !tbaa !314
  %12 = tail call fastcc ptr @delete(ptr noundef %11, i32 noundef %1), !dbg !367
  store ptr %12, ptr %10, align 8, !dbg !368, !tbaa !314
  br label %7, !dbg !364

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1, !dbg !369
  br i1 %14, label %15, label %19, !dbg !370

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !371
  %17 = load ptr, ptr %16, align 8, !dbg !371, !tbaa !321
  %18 = tail call fastcc ptr @delete(ptr noundef %17, i32 noundef %1), !dbg !373
  store ptr %18, ptr %16, align 8, !dbg !374, !tbaa !321
  br label %7, !dbg !364

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !375
  %21 = load ptr, ptr %20, align 8, !dbg !375, !tbaa !314
  %22 = icmp eq ptr %21, null, !dbg !376
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !377
  %24 = load ptr, ptr %23, align 8, !dbg !377, !tbaa !321
  br i1 %22, label %27, label %25, !dbg !378

25:                                               ; preds = %19
  %26 = icmp eq ptr %24, null, !dbg !379
  br i1 %26, label %27, label %29, !dbg !380

27:                                               ; preds = %19, %25
  %28 = phi ptr [ %21, %25 ], [ %24, %19 ], !dbg !381
    #dbg_value(ptr %28, !350, !DIExpression(), !382)
  tail call void @free(ptr noundef nonnull %0) #9, !dbg !383
  br label %7

29:                                               ; preds = %25, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %25 ], !dbg !384
    #dbg_value(ptr %30, !355, !DIExpression(), !384)
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !385
  %32 = load ptr, ptr %31, align 8, !dbg !385, !tbaa !314
  %33 = icmp eq ptr %32, null, !dbg !386
  br i1 %33, label %34, label %29, !dbg !386, !llvm.loop !387

34:                                               ; preds = %29
  %35 = load <2 x i32>, ptr %30, align 8, !dbg !389, !tbaa !141
  store <2 x i32> %35, ptr %0, align 8, !dbg !390, !tbaa !141
  %36 = extractelement <2 x i32> %35, i64 0, !dbg !391
  %37 = tail call fastcc ptr @delete(ptr noundef nonnull %24, i32 noundef %36), !dbg !391
  store ptr %37, ptr %23, align 8, !dbg !392, !tbaa !321
  br label %7, !dbg !364
}

; Function Attrs: nounwind uwtable
define internal fastcc void @free_tree(ptr noundef %0) unnamed_addr #0 !dbg !393 {
    #dbg_value(ptr %0, !397, !DIExpression(), !398)
  %2 = icmp eq ptr %0, null, !dbg !399
  br i1 %2, label %3, label %4, !dbg !401

3:                                                ; preds = %1, %4
  ret void, !dbg !402

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !403
  %6 = load ptr, ptr %5, align 8, !dbg !403, !tbaa !314
  tail call fastcc void @free_tree(ptr noundef %6), !dbg !404
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !405
  %8 = load ptr, ptr %7, align 8, !dbg !405, !tbaa !321
  tail call fastcc void @free_tree(ptr noundef %8), !dbg !406
  tail call void @free(ptr noundef nonnull %0) #9, !dbg !407
  br label %3, !dbg !402
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @range_count(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !408 {
    #dbg_value(ptr %0, !412, !DIExpression(), !415)
    #dbg_value(i32 %1, !413, !DIExpression(), !415)
    #dbg_value(i32 %2, !414, !DIExpression(), !415)
  %4 = icmp eq ptr %0, null, !dbg !416
  br i1 %4, label %28, label %5, !dbg !418

5:                                                ; preds = %3, %19
  %6 = phi ptr [ %24, %19 ], [ %0, %3 ]
  %7 = phi i32 [ %26, %19 ], [ 0, %3 ]
    #dbg_value(ptr %6, !412, !DIExpression(), !415)
  br label %8, !dbg !418

8:                                                ; preds = %5, %12
  %9 = phi ptr [ %6, %5 ], [ %15, %12 ]
    #dbg_value(ptr %9, !412, !DIExpression(), !415)
  %10 = load i32, ptr %9, align 8, !dbg !419, !tbaa !257
  %11 = icmp slt i32 %10, %1, !dbg !421
  br i1 %11, label %12, label %17, !dbg !422

12:                                               ; preds = %8, %17
  %13 = phi i64 [ 8, %17 ], [ 16, %8 ]
  %14 = getelementptr inbounds i8, ptr %9, i64 %13, !dbg !415
  %15 = load ptr, ptr %14, align 8, !dbg !415, !tbaa !264
    #dbg_value(ptr %15, !412, !DIExpression(), !415)
    #dbg_value(i32 %1, !413, !DIExpression(), !415)
    #dbg_value(i32 %2, !414, !DIExpression(), !415)
  %16 = icmp eq ptr %15, null, !dbg !416
  br i1 %16, label %28, label %8, !dbg !418

17:                                               ; preds = %8
  %18 = icmp sgt i32 %10, %2, !dbg !423
  br i1 %18, label %12, label %19, !dbg !425

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !426
  %21 = load ptr, ptr %20, align 8, !dbg !426, !tbaa !314
  %22 = tail call fastcc i32 @range_count(ptr noundef %21, i32 noundef %1, i32 noundef %2), !dbg !427
  %23 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !428
  %24 = load ptr, ptr %23, align 8, !dbg !428, !tbaa !321
  %25 = add i32 %7, 1, !dbg !429
  %26 = add i32 %25, %22, !dbg !430
    #dbg_value(ptr %24, !412, !DIExpression(), !415)
    #dbg_value(i32 %1, !413, !DIExpression(), !415)
    #dbg_value(i32 %2, !414, !DIExpression(), !415)
  %27 = icmp eq ptr %24, null, !dbg !416
  br i1 %27, label %28, label %5, !dbg !418

28:                                               ; preds = %19, %12, %3
  %29 = phi i32 [ 0, %3 ], [ %7, %12 ], [ %26, %19 ]
  ret i32 %29, !dbg !431
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !432 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @size(ptr noundef readonly %0) unnamed_addr #4 !dbg !440 {
    #dbg_value(ptr %0, !444, !DIExpression(), !445)
  %2 = icmp eq ptr %0, null, !dbg !446
  br i1 %2, label %14, label %3, !dbg !446

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
    #dbg_value(ptr %4, !444, !DIExpression(), !445)
  %6 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !447
  %7 = load ptr, ptr %6, align 8, !dbg !447, !tbaa !314
  %8 = tail call fastcc i32 @size(ptr noundef %7), !dbg !448
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !449
  %10 = load ptr, ptr %9, align 8, !dbg !449, !tbaa !321
  %11 = add i32 %5, 1, !dbg !450
  %12 = add i32 %11, %8, !dbg !451
    #dbg_value(ptr %10, !444, !DIExpression(), !445)
  %13 = icmp eq ptr %10, null, !dbg !446
  br i1 %13, label %14, label %3, !dbg !446

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15, !dbg !452
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 !dbg !453 {
    #dbg_value(ptr %0, !455, !DIExpression(), !458)
  %2 = icmp eq ptr %0, null, !dbg !459
  br i1 %2, label %3, label %5, !dbg !461

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !462

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !463
  %7 = load ptr, ptr %6, align 8, !dbg !463, !tbaa !314
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !464
    #dbg_value(i32 %8, !456, !DIExpression(), !458)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !465
  %10 = load ptr, ptr %9, align 8, !dbg !465, !tbaa !321
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !466
    #dbg_value(i32 %11, !457, !DIExpression(), !458)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !467
  %13 = add nsw i32 %12, 1, !dbg !468
  br label %3, !dbg !462
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_bst(ptr noundef readonly %0, i64 noundef %1, i64 noundef %2) unnamed_addr #4 !dbg !469 {
    #dbg_value(ptr %0, !474, !DIExpression(), !477)
    #dbg_value(i64 %1, !475, !DIExpression(), !477)
    #dbg_value(i64 %2, !476, !DIExpression(), !477)
  %4 = icmp eq ptr %0, null, !dbg !478
  br i1 %4, label %22, label %5, !dbg !480

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %9, %18 ], [ %1, %3 ]
  %7 = phi ptr [ %20, %18 ], [ %0, %3 ]
    #dbg_value(i64 %6, !475, !DIExpression(), !477)
    #dbg_value(ptr %7, !474, !DIExpression(), !477)
  %8 = load i32, ptr %7, align 8, !dbg !481, !tbaa !257
  %9 = sext i32 %8 to i64, !dbg !483
  %10 = icmp slt i64 %6, %9, !dbg !484
  %11 = icmp slt i64 %9, %2
  %12 = and i1 %10, %11, !dbg !485
  br i1 %12, label %13, label %22, !dbg !485

13:                                               ; preds = %5
  %14 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !486
  %15 = load ptr, ptr %14, align 8, !dbg !486, !tbaa !314
  %16 = tail call fastcc i32 @is_bst(ptr noundef %15, i64 noundef %6, i64 noundef %9), !dbg !487
  %17 = icmp eq i32 %16, 0, !dbg !487
  br i1 %17, label %22, label %18, !dbg !488

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !489
  %20 = load ptr, ptr %19, align 8, !dbg !489, !tbaa !321
    #dbg_value(ptr %20, !474, !DIExpression(), !477)
    #dbg_value(i64 %9, !475, !DIExpression(), !477)
    #dbg_value(i64 %2, !476, !DIExpression(), !477)
  %21 = icmp eq ptr %20, null, !dbg !478
  br i1 %21, label %22, label %5, !dbg !480

22:                                               ; preds = %18, %5, %13, %3
  %23 = phi i32 [ 1, %3 ], [ 0, %13 ], [ 0, %5 ], [ 1, %18 ], !dbg !477
  ret i32 %23, !dbg !490
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @inorder(ptr noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #2 !dbg !491 {
    #dbg_value(ptr %0, !496, !DIExpression(), !498)
    #dbg_value(ptr %1, !497, !DIExpression(), !498)
  %3 = icmp eq ptr %0, null, !dbg !499
  br i1 %3, label %24, label %4, !dbg !501

4:                                                ; preds = %2, %18
  %5 = phi ptr [ %22, %18 ], [ %0, %2 ]
    #dbg_value(ptr %5, !496, !DIExpression(), !498)
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !502
  %7 = load ptr, ptr %6, align 8, !dbg !502, !tbaa !314
  tail call fastcc void @inorder(ptr noundef %7, ptr noundef %1), !dbg !503
  %8 = load i32, ptr %1, align 4, !dbg !504, !tbaa !141
  %9 = icmp slt i32 %8, 40, !dbg !506
  br i1 %9, label %10, label %18, !dbg !507

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 8, !dbg !508, !tbaa !257
  %12 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !509
  %13 = load i32, ptr %12, align 4, !dbg !509, !tbaa !272
  %14 = icmp sgt i32 %13, 1, !dbg !510
  %15 = select i1 %14, ptr @.str.16, ptr @.str.17, !dbg !511
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %11, ptr noundef nonnull %15), !dbg !512
  %17 = load i32, ptr %1, align 4, !dbg !513, !tbaa !141
  br label %18, !dbg !512

18:                                               ; preds = %10, %4
  %19 = phi i32 [ %17, %10 ], [ %8, %4 ], !dbg !513
  %20 = add nsw i32 %19, 1, !dbg !513
  store i32 %20, ptr %1, align 4, !dbg !513, !tbaa !141
  %21 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !514
  %22 = load ptr, ptr %21, align 8, !dbg !514, !tbaa !321
    #dbg_value(ptr %22, !496, !DIExpression(), !498)
    #dbg_value(ptr %1, !497, !DIExpression(), !498)
  %23 = icmp eq ptr %22, null, !dbg !499
  br i1 %23, label %24, label %4, !dbg !501

24:                                               ; preds = %18, %2
  ret void, !dbg !515
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !516 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bst.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "fdc7ab03d8da26a6be6d168a911310d4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !14, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !14, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 12)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 3)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !9, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 34)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 9)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 33)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 2)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 1)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !32, isLocal: true, isDefinition: true)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !72, globals: !74, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73}
!73 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!74 = !{!0, !7, !75, !12, !17, !19, !21, !23, !25, !30, !35, !40, !42, !47, !52, !57, !59, !64, !69}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !61, isLocal: true, isDefinition: true)
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 8, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 2}
!83 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!84 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!85 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 117, type: !86, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !87)
!86 = !DISubroutineType(types: !72)
!87 = !{!88, !96, !100, !102, !104, !106, !108, !111}
!88 = !DILocalVariable(name: "t", scope: !85, file: !2, line: 118, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tree", file: !2, line: 6, size: 192, elements: !91)
!91 = !{!92, !93, !94, !95}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !90, file: !2, line: 7, baseType: !73, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !90, file: !2, line: 8, baseType: !73, size: 32, offset: 32)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !90, file: !2, line: 9, baseType: !89, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !90, file: !2, line: 9, baseType: !89, size: 64, offset: 128)
!96 = !DILocalVariable(name: "small", scope: !85, file: !2, line: 119, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 352, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 11)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 120, type: !73)
!101 = distinct !DILexicalBlock(scope: !85, file: !2, line: 120, column: 5)
!102 = !DILocalVariable(name: "x", scope: !85, file: !2, line: 140, type: !103)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 141, type: !73)
!105 = distinct !DILexicalBlock(scope: !85, file: !2, line: 141, column: 5)
!106 = !DILocalVariable(name: "k", scope: !107, file: !2, line: 146, type: !73)
!107 = distinct !DILexicalBlock(scope: !85, file: !2, line: 146, column: 5)
!108 = !DILocalVariable(name: "f", scope: !109, file: !2, line: 147, type: !89)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 146, column: 41)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 146, column: 5)
!111 = !DILocalVariable(name: "k", scope: !112, file: !2, line: 154, type: !73)
!112 = distinct !DILexicalBlock(scope: !85, file: !2, line: 154, column: 5)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !85)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !101)
!124 = !DILocation(line: 121, column: 13, scope: !125)
!125 = distinct !DILexicalBlock(scope: !101, file: !2, line: 120, column: 5)
!126 = !DILocalVariable(name: "printed", scope: !127, file: !2, line: 110, type: !73)
!127 = distinct !DISubprogram(name: "report", scope: !2, file: !2, line: 109, type: !128, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !134)
!128 = !DISubroutineType(types: !129)
!129 = !{null, !130, !132}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!134 = !{!135, !136, !126}
!135 = !DILocalVariable(name: "lbl", arg: 1, scope: !127, file: !2, line: 109, type: !130)
!136 = !DILocalVariable(name: "t", arg: 2, scope: !127, file: !2, line: 109, type: !132)
!137 = !DILocation(line: 0, scope: !127, inlinedAt: !138)
!138 = distinct !DILocation(line: 122, column: 5, scope: !85)
!139 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !138)
!140 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !138)
!141 = !{!142, !142, i64 0}
!142 = !{!"int", !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C/C++ TBAA"}
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !138)
!147 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !138)
!148 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !138)
!149 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !138)
!150 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !138)
!151 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !138)
!152 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !138)
!153 = !DILocation(line: 123, column: 5, scope: !85)
!154 = !DILocation(line: 124, column: 5, scope: !85)
!155 = !DILocation(line: 125, column: 5, scope: !85)
!156 = !DILocation(line: 126, column: 9, scope: !85)
!157 = !DILocation(line: 0, scope: !127, inlinedAt: !158)
!158 = distinct !DILocation(line: 127, column: 5, scope: !85)
!159 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !158)
!160 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !158)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !158)
!163 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !158)
!164 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !158)
!165 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !158)
!166 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !158)
!167 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !158)
!168 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !158)
!169 = !DILocation(line: 128, column: 9, scope: !85)
!170 = !DILocation(line: 0, scope: !127, inlinedAt: !171)
!171 = distinct !DILocation(line: 129, column: 5, scope: !85)
!172 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !171)
!173 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !171)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !171)
!176 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !171)
!177 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !171)
!178 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !171)
!179 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !171)
!180 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !171)
!181 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !171)
!182 = !DILocation(line: 130, column: 9, scope: !85)
!183 = !DILocation(line: 0, scope: !127, inlinedAt: !184)
!184 = distinct !DILocation(line: 131, column: 5, scope: !85)
!185 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !184)
!186 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !184)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !184)
!189 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !184)
!190 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !184)
!191 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !184)
!192 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !184)
!193 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !184)
!194 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !184)
!195 = !DILocation(line: 132, column: 9, scope: !85)
!196 = !DILocation(line: 0, scope: !127, inlinedAt: !197)
!197 = distinct !DILocation(line: 133, column: 5, scope: !85)
!198 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !197)
!199 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !197)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !197)
!202 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !197)
!203 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !197)
!204 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !197)
!205 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !197)
!206 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !197)
!207 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !197)
!208 = !DILocation(line: 134, column: 5, scope: !85)
!209 = !DILocation(line: 135, column: 5, scope: !85)
!210 = !DILocation(line: 136, column: 5, scope: !85)
!211 = !DILocation(line: 137, column: 9, scope: !85)
!212 = !DILocation(line: 138, column: 5, scope: !85)
!213 = !DILocation(line: 0, scope: !105)
!214 = !DILocation(line: 141, column: 5, scope: !105)
!215 = !DILocation(line: 0, scope: !127, inlinedAt: !216)
!216 = distinct !DILocation(line: 145, column: 5, scope: !85)
!217 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !216)
!218 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !216)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !216)
!221 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !216)
!222 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !216)
!223 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !216)
!224 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !216)
!225 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !216)
!226 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !216)
!227 = !DILocation(line: 0, scope: !107)
!228 = !DILocalVariable(name: "t", arg: 1, scope: !229, file: !2, line: 28, type: !89)
!229 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 28, type: !230, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!89, !89, !73}
!232 = !{!228, !233}
!233 = !DILocalVariable(name: "key", arg: 2, scope: !229, file: !2, line: 28, type: !73)
!234 = !DILocation(line: 0, scope: !229, inlinedAt: !235)
!235 = distinct !DILocation(line: 147, column: 26, scope: !109)
!236 = !DILocation(line: 0, scope: !109)
!237 = !DILocation(line: 148, column: 9, scope: !109)
!238 = !DILocation(line: 151, column: 9, scope: !109)
!239 = !DILocation(line: 153, column: 50, scope: !85)
!240 = !DILocation(line: 142, column: 15, scope: !241)
!241 = distinct !DILexicalBlock(scope: !242, file: !2, line: 141, column: 35)
!242 = distinct !DILexicalBlock(scope: !105, file: !2, line: 141, column: 5)
!243 = !DILocation(line: 142, column: 29, scope: !241)
!244 = !DILocation(line: 143, column: 32, scope: !241)
!245 = !DILocation(line: 143, column: 38, scope: !241)
!246 = !DILocation(line: 143, column: 13, scope: !241)
!247 = !DILocation(line: 141, column: 31, scope: !242)
!248 = !DILocation(line: 141, column: 23, scope: !242)
!249 = distinct !{!249, !214, !250, !251}
!250 = !DILocation(line: 144, column: 5, scope: !105)
!251 = !{!"llvm.loop.mustprogress"}
!252 = !DILocation(line: 153, column: 76, scope: !85)
!253 = !DILocation(line: 153, column: 5, scope: !85)
!254 = !DILocation(line: 0, scope: !112)
!255 = !DILocation(line: 154, column: 5, scope: !112)
!256 = !DILocation(line: 29, column: 20, scope: !229, inlinedAt: !235)
!257 = !{!258, !142, i64 0}
!258 = !{!"tree", !142, i64 0, !142, i64 4, !259, i64 8, !259, i64 16}
!259 = !{!"any pointer", !143, i64 0}
!260 = !DILocation(line: 29, column: 24, scope: !229, inlinedAt: !235)
!261 = !DILocation(line: 29, column: 5, scope: !229, inlinedAt: !235)
!262 = !DILocation(line: 30, column: 17, scope: !229, inlinedAt: !235)
!263 = !DILocation(line: 30, column: 13, scope: !229, inlinedAt: !235)
!264 = !{!259, !259, i64 0}
!265 = !DILocation(line: 29, column: 12, scope: !229, inlinedAt: !235)
!266 = !DILocation(line: 29, column: 14, scope: !229, inlinedAt: !235)
!267 = distinct !{!267, !261, !268, !251}
!268 = !DILocation(line: 30, column: 41, scope: !229, inlinedAt: !235)
!269 = !DILocation(line: 149, column: 13, scope: !109)
!270 = !DILocation(line: 150, column: 36, scope: !271)
!271 = distinct !DILexicalBlock(scope: !109, file: !2, line: 149, column: 13)
!272 = !{!258, !142, i64 4}
!273 = !DILocation(line: 150, column: 13, scope: !271)
!274 = !DILocation(line: 0, scope: !127, inlinedAt: !275)
!275 = distinct !DILocation(line: 156, column: 5, scope: !85)
!276 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !275)
!277 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !275)
!278 = distinct !DIAssignID()
!279 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !275)
!280 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !275)
!281 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !275)
!282 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !275)
!283 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !275)
!284 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !275)
!285 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !275)
!286 = !DILocation(line: 157, column: 5, scope: !85)
!287 = !DILocation(line: 158, column: 5, scope: !85)
!288 = !DILocation(line: 155, column: 13, scope: !289)
!289 = distinct !DILexicalBlock(scope: !112, file: !2, line: 154, column: 5)
!290 = !DILocation(line: 154, column: 33, scope: !289)
!291 = !DILocation(line: 154, column: 23, scope: !289)
!292 = distinct !{!292, !255, !293, !251}
!293 = !DILocation(line: 155, column: 24, scope: !112)
!294 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 12, type: !230, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !295)
!295 = !{!296, !297}
!296 = !DILocalVariable(name: "t", arg: 1, scope: !294, file: !2, line: 12, type: !89)
!297 = !DILocalVariable(name: "key", arg: 2, scope: !294, file: !2, line: 12, type: !73)
!298 = !DILocation(line: 0, scope: !294)
!299 = !DILocation(line: 13, column: 10, scope: !300)
!300 = distinct !DILexicalBlock(scope: !294, file: !2, line: 13, column: 9)
!301 = !DILocation(line: 13, column: 9, scope: !294)
!302 = !DILocation(line: 14, column: 13, scope: !303)
!303 = distinct !DILexicalBlock(scope: !300, file: !2, line: 13, column: 13)
!304 = !DILocation(line: 15, column: 16, scope: !303)
!305 = !DILocation(line: 16, column: 12, scope: !303)
!306 = !DILocation(line: 16, column: 18, scope: !303)
!307 = !DILocation(line: 17, column: 9, scope: !303)
!308 = !DILocation(line: 19, column: 18, scope: !309)
!309 = distinct !DILexicalBlock(scope: !294, file: !2, line: 19, column: 9)
!310 = !DILocation(line: 19, column: 13, scope: !309)
!311 = !DILocation(line: 19, column: 9, scope: !294)
!312 = !DILocation(line: 26, column: 1, scope: !294)
!313 = !DILocation(line: 20, column: 29, scope: !309)
!314 = !{!258, !259, i64 8}
!315 = !DILocation(line: 20, column: 19, scope: !309)
!316 = !DILocation(line: 20, column: 17, scope: !309)
!317 = !DILocation(line: 21, column: 18, scope: !318)
!318 = distinct !DILexicalBlock(scope: !309, file: !2, line: 21, column: 14)
!319 = !DILocation(line: 21, column: 14, scope: !309)
!320 = !DILocation(line: 22, column: 30, scope: !318)
!321 = !{!258, !259, i64 16}
!322 = !DILocation(line: 22, column: 20, scope: !318)
!323 = !DILocation(line: 22, column: 18, scope: !318)
!324 = !DILocation(line: 24, column: 12, scope: !318)
!325 = !DILocation(line: 24, column: 17, scope: !318)
!326 = !DISubprogram(name: "printf", scope: !327, file: !327, line: 356, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!328 = !DISubroutineType(types: !329)
!329 = !{!73, !330, null}
!330 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!331 = distinct !DISubprogram(name: "preorder", scope: !2, file: !2, line: 75, type: !332, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !334)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !132}
!334 = !{!335}
!335 = !DILocalVariable(name: "t", arg: 1, scope: !331, file: !2, line: 75, type: !132)
!336 = !DILocation(line: 0, scope: !331)
!337 = !DILocation(line: 76, column: 10, scope: !338)
!338 = distinct !DILexicalBlock(scope: !331, file: !2, line: 76, column: 9)
!339 = !DILocation(line: 76, column: 9, scope: !331)
!340 = !DILocation(line: 78, column: 22, scope: !331)
!341 = !DILocation(line: 78, column: 5, scope: !331)
!342 = !DILocation(line: 79, column: 17, scope: !331)
!343 = !DILocation(line: 79, column: 5, scope: !331)
!344 = !DILocation(line: 80, column: 17, scope: !331)
!345 = !DILocation(line: 81, column: 1, scope: !331)
!346 = distinct !DISubprogram(name: "delete", scope: !2, file: !2, line: 34, type: !230, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !347)
!347 = !{!348, !349, !350, !355}
!348 = !DILocalVariable(name: "t", arg: 1, scope: !346, file: !2, line: 34, type: !89)
!349 = !DILocalVariable(name: "key", arg: 2, scope: !346, file: !2, line: 34, type: !73)
!350 = !DILocalVariable(name: "child", scope: !351, file: !2, line: 42, type: !89)
!351 = distinct !DILexicalBlock(scope: !352, file: !2, line: 41, column: 39)
!352 = distinct !DILexicalBlock(scope: !353, file: !2, line: 41, column: 16)
!353 = distinct !DILexicalBlock(scope: !354, file: !2, line: 39, column: 16)
!354 = distinct !DILexicalBlock(scope: !346, file: !2, line: 37, column: 9)
!355 = !DILocalVariable(name: "succ", scope: !356, file: !2, line: 46, type: !89)
!356 = distinct !DILexicalBlock(scope: !352, file: !2, line: 45, column: 12)
!357 = !DILocation(line: 0, scope: !346)
!358 = !DILocation(line: 35, column: 10, scope: !359)
!359 = distinct !DILexicalBlock(scope: !346, file: !2, line: 35, column: 9)
!360 = !DILocation(line: 35, column: 9, scope: !346)
!361 = !DILocation(line: 37, column: 18, scope: !354)
!362 = !DILocation(line: 37, column: 13, scope: !354)
!363 = !DILocation(line: 37, column: 9, scope: !346)
!364 = !DILocation(line: 54, column: 1, scope: !346)
!365 = !DILocation(line: 38, column: 29, scope: !366)
!366 = distinct !DILexicalBlock(scope: !354, file: !2, line: 37, column: 23)
!367 = !DILocation(line: 38, column: 19, scope: !366)
!368 = !DILocation(line: 38, column: 17, scope: !366)
!369 = !DILocation(line: 39, column: 20, scope: !353)
!370 = !DILocation(line: 39, column: 16, scope: !354)
!371 = !DILocation(line: 40, column: 30, scope: !372)
!372 = distinct !DILexicalBlock(scope: !353, file: !2, line: 39, column: 30)
!373 = !DILocation(line: 40, column: 20, scope: !372)
!374 = !DILocation(line: 40, column: 18, scope: !372)
!375 = !DILocation(line: 41, column: 20, scope: !352)
!376 = !DILocation(line: 41, column: 17, scope: !352)
!377 = !DILocation(line: 0, scope: !352)
!378 = !DILocation(line: 41, column: 25, scope: !352)
!379 = !DILocation(line: 41, column: 29, scope: !352)
!380 = !DILocation(line: 41, column: 16, scope: !353)
!381 = !DILocation(line: 42, column: 30, scope: !351)
!382 = !DILocation(line: 0, scope: !351)
!383 = !DILocation(line: 43, column: 9, scope: !351)
!384 = !DILocation(line: 0, scope: !356)
!385 = !DILocation(line: 47, column: 22, scope: !356)
!386 = !DILocation(line: 47, column: 9, scope: !356)
!387 = distinct !{!387, !386, !388, !251}
!388 = !DILocation(line: 48, column: 26, scope: !356)
!389 = !DILocation(line: 49, column: 24, scope: !356)
!390 = !DILocation(line: 49, column: 16, scope: !356)
!391 = !DILocation(line: 51, column: 20, scope: !356)
!392 = !DILocation(line: 51, column: 18, scope: !356)
!393 = distinct !DISubprogram(name: "free_tree", scope: !2, file: !2, line: 101, type: !394, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !396)
!394 = !DISubroutineType(types: !395)
!395 = !{null, !89}
!396 = !{!397}
!397 = !DILocalVariable(name: "t", arg: 1, scope: !393, file: !2, line: 101, type: !89)
!398 = !DILocation(line: 0, scope: !393)
!399 = !DILocation(line: 102, column: 10, scope: !400)
!400 = distinct !DILexicalBlock(scope: !393, file: !2, line: 102, column: 9)
!401 = !DILocation(line: 102, column: 9, scope: !393)
!402 = !DILocation(line: 107, column: 1, scope: !393)
!403 = !DILocation(line: 104, column: 18, scope: !393)
!404 = !DILocation(line: 104, column: 5, scope: !393)
!405 = !DILocation(line: 105, column: 18, scope: !393)
!406 = !DILocation(line: 105, column: 5, scope: !393)
!407 = !DILocation(line: 106, column: 5, scope: !393)
!408 = distinct !DISubprogram(name: "range_count", scope: !2, file: !2, line: 83, type: !409, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !411)
!409 = !DISubroutineType(types: !410)
!410 = !{!73, !132, !73, !73}
!411 = !{!412, !413, !414}
!412 = !DILocalVariable(name: "t", arg: 1, scope: !408, file: !2, line: 83, type: !132)
!413 = !DILocalVariable(name: "lo", arg: 2, scope: !408, file: !2, line: 83, type: !73)
!414 = !DILocalVariable(name: "hi", arg: 3, scope: !408, file: !2, line: 83, type: !73)
!415 = !DILocation(line: 0, scope: !408)
!416 = !DILocation(line: 84, column: 10, scope: !417)
!417 = distinct !DILexicalBlock(scope: !408, file: !2, line: 84, column: 9)
!418 = !DILocation(line: 84, column: 9, scope: !408)
!419 = !DILocation(line: 86, column: 12, scope: !420)
!420 = distinct !DILexicalBlock(scope: !408, file: !2, line: 86, column: 9)
!421 = !DILocation(line: 86, column: 16, scope: !420)
!422 = !DILocation(line: 86, column: 9, scope: !408)
!423 = !DILocation(line: 88, column: 16, scope: !424)
!424 = distinct !DILexicalBlock(scope: !408, file: !2, line: 88, column: 9)
!425 = !DILocation(line: 88, column: 9, scope: !408)
!426 = !DILocation(line: 90, column: 31, scope: !408)
!427 = !DILocation(line: 90, column: 16, scope: !408)
!428 = !DILocation(line: 90, column: 62, scope: !408)
!429 = !DILocation(line: 90, column: 14, scope: !408)
!430 = !DILocation(line: 90, column: 45, scope: !408)
!431 = !DILocation(line: 91, column: 1, scope: !408)
!432 = !DISubprogram(name: "calloc", scope: !433, file: !433, line: 556, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!434 = !DISubroutineType(types: !435)
!435 = !{!436, !437, !437}
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !438, line: 18, baseType: !439)
!438 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!439 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!440 = distinct !DISubprogram(name: "size", scope: !2, file: !2, line: 63, type: !441, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !443)
!441 = !DISubroutineType(types: !442)
!442 = !{!73, !132}
!443 = !{!444}
!444 = !DILocalVariable(name: "t", arg: 1, scope: !440, file: !2, line: 63, type: !132)
!445 = !DILocation(line: 0, scope: !440)
!446 = !DILocation(line: 63, column: 48, scope: !440)
!447 = !DILocation(line: 63, column: 64, scope: !440)
!448 = !DILocation(line: 63, column: 56, scope: !440)
!449 = !DILocation(line: 63, column: 80, scope: !440)
!450 = !DILocation(line: 63, column: 54, scope: !440)
!451 = !DILocation(line: 63, column: 70, scope: !440)
!452 = !DILocation(line: 63, column: 41, scope: !440)
!453 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 56, type: !441, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !454)
!454 = !{!455, !456, !457}
!455 = !DILocalVariable(name: "t", arg: 1, scope: !453, file: !2, line: 56, type: !132)
!456 = !DILocalVariable(name: "l", scope: !453, file: !2, line: 59, type: !73)
!457 = !DILocalVariable(name: "r", scope: !453, file: !2, line: 59, type: !73)
!458 = !DILocation(line: 0, scope: !453)
!459 = !DILocation(line: 57, column: 10, scope: !460)
!460 = distinct !DILexicalBlock(scope: !453, file: !2, line: 57, column: 9)
!461 = !DILocation(line: 57, column: 9, scope: !453)
!462 = !DILocation(line: 61, column: 1, scope: !453)
!463 = !DILocation(line: 59, column: 23, scope: !453)
!464 = !DILocation(line: 59, column: 13, scope: !453)
!465 = !DILocation(line: 59, column: 44, scope: !453)
!466 = !DILocation(line: 59, column: 34, scope: !453)
!467 = !DILocation(line: 60, column: 17, scope: !453)
!468 = !DILocation(line: 60, column: 14, scope: !453)
!469 = distinct !DISubprogram(name: "is_bst", scope: !2, file: !2, line: 93, type: !470, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !473)
!470 = !DISubroutineType(types: !471)
!471 = !{!73, !132, !472, !472}
!472 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!473 = !{!474, !475, !476}
!474 = !DILocalVariable(name: "t", arg: 1, scope: !469, file: !2, line: 93, type: !132)
!475 = !DILocalVariable(name: "lo", arg: 2, scope: !469, file: !2, line: 93, type: !472)
!476 = !DILocalVariable(name: "hi", arg: 3, scope: !469, file: !2, line: 93, type: !472)
!477 = !DILocation(line: 0, scope: !469)
!478 = !DILocation(line: 94, column: 10, scope: !479)
!479 = distinct !DILexicalBlock(scope: !469, file: !2, line: 94, column: 9)
!480 = !DILocation(line: 94, column: 9, scope: !469)
!481 = !DILocation(line: 96, column: 12, scope: !482)
!482 = distinct !DILexicalBlock(scope: !469, file: !2, line: 96, column: 9)
!483 = !DILocation(line: 96, column: 9, scope: !482)
!484 = !DILocation(line: 96, column: 16, scope: !482)
!485 = !DILocation(line: 96, column: 22, scope: !482)
!486 = !DILocation(line: 98, column: 22, scope: !469)
!487 = !DILocation(line: 98, column: 12, scope: !469)
!488 = !DILocation(line: 98, column: 40, scope: !469)
!489 = !DILocation(line: 98, column: 53, scope: !469)
!490 = !DILocation(line: 99, column: 1, scope: !469)
!491 = distinct !DISubprogram(name: "inorder", scope: !2, file: !2, line: 65, type: !492, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !495)
!492 = !DISubroutineType(types: !493)
!493 = !{null, !132, !494}
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!495 = !{!496, !497}
!496 = !DILocalVariable(name: "t", arg: 1, scope: !491, file: !2, line: 65, type: !132)
!497 = !DILocalVariable(name: "printed", arg: 2, scope: !491, file: !2, line: 65, type: !494)
!498 = !DILocation(line: 0, scope: !491)
!499 = !DILocation(line: 66, column: 10, scope: !500)
!500 = distinct !DILexicalBlock(scope: !491, file: !2, line: 66, column: 9)
!501 = !DILocation(line: 66, column: 9, scope: !491)
!502 = !DILocation(line: 68, column: 16, scope: !491)
!503 = !DILocation(line: 68, column: 5, scope: !491)
!504 = !DILocation(line: 69, column: 9, scope: !505)
!505 = distinct !DILexicalBlock(scope: !491, file: !2, line: 69, column: 9)
!506 = !DILocation(line: 69, column: 18, scope: !505)
!507 = !DILocation(line: 69, column: 9, scope: !491)
!508 = !DILocation(line: 70, column: 28, scope: !505)
!509 = !DILocation(line: 70, column: 36, scope: !505)
!510 = !DILocation(line: 70, column: 42, scope: !505)
!511 = !DILocation(line: 70, column: 33, scope: !505)
!512 = !DILocation(line: 70, column: 9, scope: !505)
!513 = !DILocation(line: 71, column: 15, scope: !491)
!514 = !DILocation(line: 72, column: 16, scope: !491)
!515 = !DILocation(line: 73, column: 1, scope: !491)
!516 = !DISubprogram(name: "free", scope: !433, file: !433, line: 568, type: !517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{null, !436}
