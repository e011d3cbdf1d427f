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
  br label %60, !dbg !214

53:                                               ; preds = %60
    #dbg_assign(i1 undef, !126, !DIExpression(), !114, ptr %2, !DIExpression(), !215)
    #dbg_value(ptr @.str.7, !135, !DIExpression(), !215)
    #dbg_value(ptr %68, !136, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !217
  store i32 0, ptr %2, align 4, !dbg !218, !tbaa !141, !DIAssignID !219
    #dbg_assign(i32 0, !126, !DIExpression(), !219, ptr %2, !DIExpression(), !215)
  %54 = tail call fastcc i32 @size(ptr noundef %68), !dbg !220
  %55 = tail call fastcc i32 @height(ptr noundef %68), !dbg !221
  %56 = tail call fastcc i32 @is_bst(ptr noundef %68, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !222
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef %54, i32 noundef %55, i32 noundef %56), !dbg !223
  call fastcc void @inorder(ptr noundef %68, ptr noundef nonnull %2), !dbg !224
  %58 = tail call i32 @putchar(i32 10), !dbg !225
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !226
    #dbg_value(i32 0, !106, !DIExpression(), !227)
  %59 = icmp eq ptr %68, null
    #dbg_value(i32 0, !106, !DIExpression(), !227)
  br label %75, !dbg !228

60:                                               ; preds = %0, %60
  %61 = phi ptr [ null, %0 ], [ %68, %60 ]
  %62 = phi i32 [ 0, %0 ], [ %69, %60 ]
  %63 = phi i32 [ 2024, %0 ], [ %65, %60 ]
    #dbg_value(ptr %61, !88, !DIExpression(), !121)
    #dbg_value(i32 %62, !104, !DIExpression(), !213)
    #dbg_value(i32 %63, !102, !DIExpression(), !121)
  %64 = mul i32 %63, 1103515245, !dbg !229
  %65 = add i32 %64, 12345, !dbg !232
    #dbg_value(i32 %65, !102, !DIExpression(), !121)
  %66 = lshr i32 %65, 8, !dbg !233
  %67 = urem i32 %66, 1000, !dbg !234
  %68 = tail call fastcc ptr @insert(ptr noundef %61, i32 noundef %67), !dbg !235
    #dbg_value(ptr %68, !88, !DIExpression(), !121)
  %69 = add nuw nsw i32 %62, 1, !dbg !236
    #dbg_value(i32 %69, !104, !DIExpression(), !213)
  %70 = icmp eq i32 %69, 500, !dbg !237
  br i1 %70, label %53, label %60, !dbg !214, !llvm.loop !238

71:                                               ; preds = %94
  %72 = tail call fastcc i32 @range_count(ptr noundef %68, i32 noundef 100, i32 noundef 300), !dbg !241
  %73 = tail call fastcc i32 @range_count(ptr noundef %68, i32 noundef 0, i32 noundef 999), !dbg !242
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %72, i32 noundef %73), !dbg !243
    #dbg_value(i32 0, !111, !DIExpression(), !244)
    #dbg_value(ptr %68, !88, !DIExpression(), !121)
  br label %104, !dbg !245

75:                                               ; preds = %53, %94
  %76 = phi i32 [ 0, %53 ], [ %96, %94 ]
    #dbg_value(i32 %76, !106, !DIExpression(), !227)
    #dbg_value(ptr %68, !246, !DIExpression(), !252)
    #dbg_value(i32 %76, !251, !DIExpression(), !252)
  br i1 %59, label %87, label %77, !dbg !254

77:                                               ; preds = %75, %81
  %78 = phi ptr [ %85, %81 ], [ %68, %75 ]
    #dbg_value(ptr %78, !246, !DIExpression(), !252)
  %79 = load i32, ptr %78, align 8, !dbg !255, !tbaa !256
  %80 = icmp eq i32 %79, %76, !dbg !259
  br i1 %80, label %89, label %81, !dbg !260

81:                                               ; preds = %77
  %82 = icmp sgt i32 %79, %76, !dbg !261
  %83 = select i1 %82, i64 8, i64 16, !dbg !262
  %84 = getelementptr inbounds i8, ptr %78, i64 %83, !dbg !262
  %85 = load ptr, ptr %84, align 8, !dbg !262, !tbaa !263
    #dbg_value(ptr %85, !246, !DIExpression(), !252)
  %86 = icmp eq ptr %85, null, !dbg !264
  br i1 %86, label %87, label %77, !dbg !254, !llvm.loop !265

87:                                               ; preds = %81, %75
    #dbg_value(ptr null, !108, !DIExpression(), !267)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %76, ptr noundef nonnull @.str.10), !dbg !268
  br label %94, !dbg !269

89:                                               ; preds = %77
    #dbg_value(ptr %78, !108, !DIExpression(), !267)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %76, ptr noundef nonnull @.str.9), !dbg !268
  %91 = getelementptr inbounds i8, ptr %78, i64 4, !dbg !270
  %92 = load i32, ptr %91, align 4, !dbg !270, !tbaa !272
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %92), !dbg !273
  br label %94, !dbg !273

94:                                               ; preds = %87, %89
  %95 = tail call i32 @putchar(i32 10), !dbg !274
  %96 = add nuw nsw i32 %76, 111, !dbg !275
    #dbg_value(i32 %96, !106, !DIExpression(), !227)
  %97 = icmp ult i32 %76, 889, !dbg !276
  br i1 %97, label %75, label %71, !dbg !228, !llvm.loop !277

98:                                               ; preds = %104
    #dbg_assign(i1 undef, !126, !DIExpression(), !113, ptr %1, !DIExpression(), !279)
    #dbg_value(ptr @.str.13, !135, !DIExpression(), !279)
    #dbg_value(ptr %107, !136, !DIExpression(), !279)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9, !dbg !281
  store i32 0, ptr %1, align 4, !dbg !282, !tbaa !141, !DIAssignID !283
    #dbg_assign(i32 0, !126, !DIExpression(), !283, ptr %1, !DIExpression(), !279)
  %99 = tail call fastcc i32 @size(ptr noundef %107), !dbg !284
  %100 = tail call fastcc i32 @height(ptr noundef %107), !dbg !285
  %101 = tail call fastcc i32 @is_bst(ptr noundef %107, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !286
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13, i32 noundef %99, i32 noundef %100, i32 noundef %101), !dbg !287
  call fastcc void @inorder(ptr noundef %107, ptr noundef nonnull %1), !dbg !288
  %103 = tail call i32 @putchar(i32 10), !dbg !289
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9, !dbg !290
  tail call fastcc void @free_tree(ptr noundef %107), !dbg !291
  ret i32 0, !dbg !292

104:                                              ; preds = %71, %104
  %105 = phi i32 [ 0, %71 ], [ %108, %104 ]
  %106 = phi ptr [ %68, %71 ], [ %107, %104 ]
    #dbg_value(i32 %105, !111, !DIExpression(), !244)
    #dbg_value(ptr %106, !88, !DIExpression(), !121)
  %107 = tail call fastcc ptr @delete(ptr noundef %106, i32 noundef %105), !dbg !293
    #dbg_value(ptr %107, !88, !DIExpression(), !121)
  %108 = add nuw nsw i32 %105, 2, !dbg !295
    #dbg_value(i32 %108, !111, !DIExpression(), !244)
  %109 = icmp ult i32 %105, 998, !dbg !296
  br i1 %109, label %104, label %98, !dbg !245, !llvm.loop !297
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !299 {
    #dbg_value(ptr %0, !301, !DIExpression(), !303)
    #dbg_value(i32 %1, !302, !DIExpression(), !303)
  %3 = icmp eq ptr %0, null, !dbg !304
  br i1 %3, label %4, label %7, !dbg !306

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #10, !dbg !307
    #dbg_value(ptr %5, !301, !DIExpression(), !303)
  store i32 %1, ptr %5, align 8, !dbg !309, !tbaa !256
  %6 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !310
  store i32 1, ptr %6, align 4, !dbg !311, !tbaa !272
  br label %10, !dbg !312

7:                                                ; preds = %2
  %8 = load i32, ptr %0, align 8, !dbg !313, !tbaa !256
  %9 = icmp sgt i32 %8, %1, !dbg !315
  br i1 %9, label %12, label %16, !dbg !316

10:                                               ; preds = %22, %4, %18, %12
  %11 = phi ptr [ %0, %12 ], [ %0, %18 ], [ %5, %4 ], [ %0, %22 ]
  ret ptr %11, !dbg !317

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !318
  %14 = load ptr, ptr %13, align 8, !dbg !318, !tbaa !319
  %15 = tail call fastcc ptr @insert(ptr noundef %14, i32 noundef %1), !dbg !320
  store ptr %15, ptr %13, align 8, !dbg !321, !tbaa !319
  br label %10, !dbg !317

16:                                               ; preds = %7
  %17 = icmp slt i32 %8, %1, !dbg !322
  br i1 %17, label %18, label %22, !dbg !324

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !325
  %20 = load ptr, ptr %19, align 8, !dbg !325, !tbaa !326
  %21 = tail call fastcc ptr @insert(ptr noundef %20, i32 noundef %1), !dbg !327
  store ptr %21, ptr %19, align 8, !dbg !328, !tbaa !326
  br label %10, !dbg !317

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !329
  %24 = load i32, ptr %23, align 4, !dbg !330, !tbaa !272
  %25 = add nsw i32 %24, 1, !dbg !330
  store i32 %25, ptr %23, align 4, !dbg !330, !tbaa !272
  br label %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !331 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @preorder(ptr noundef readonly %0) unnamed_addr #2 !dbg !336 {
    #dbg_value(ptr %0, !340, !DIExpression(), !341)
  %2 = icmp eq ptr %0, null, !dbg !342
  br i1 %2, label %12, label %3, !dbg !344

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
    #dbg_value(ptr %4, !340, !DIExpression(), !341)
  %5 = load i32, ptr %4, align 8, !dbg !345, !tbaa !256
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %5), !dbg !346
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !347
  %8 = load ptr, ptr %7, align 8, !dbg !347, !tbaa !319
  tail call fastcc void @preorder(ptr noundef %8), !dbg !348
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !349
  %10 = load ptr, ptr %9, align 8, !dbg !349, !tbaa !326
    #dbg_value(ptr %10, !340, !DIExpression(), !341)
  %11 = icmp eq ptr %10, null, !dbg !342
  br i1 %11, label %12, label %3, !dbg !344

12:                                               ; preds = %3, %1
  ret void, !dbg !350
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !351 {
    #dbg_value(ptr %0, !353, !DIExpression(), !362)
    #dbg_value(i32 %1, !354, !DIExpression(), !362)
  %3 = icmp eq ptr %0, null, !dbg !363
  br i1 %3, label %7, label %4, !dbg !365

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !dbg !366, !tbaa !256
  %6 = icmp sgt i32 %5, %1, !dbg !367
  br i1 %6, label %9, label %13, !dbg !368

7:                                                ; preds = %2, %27, %34, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %34 ], [ %28, %27 ], [ null, %2 ]
  ret ptr %8, !dbg !369

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !370
  %11 = load ptr, ptr %10, align 8, !dbg !370, !tbaa !319
  %12 = tail call fastcc ptr @delete(ptr noundef %11, i32 noundef %1), !dbg !372
  store ptr %12, ptr %10, align 8, !dbg !373, !tbaa !319
  br label %7, !dbg !369

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1, !dbg !374
  br i1 %14, label %15, label %19, !dbg !375

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !376
  %17 = load ptr, ptr %16, align 8, !dbg !376, !tbaa !326
  %18 = tail call fastcc ptr @delete(ptr noundef %17, i32 noundef %1), !dbg !378
  store ptr %18, ptr %16, align 8, !dbg !379, !tbaa !326
  br label %7, !dbg !369

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !380
  %21 = load ptr, ptr %20, align 8, !dbg !380, !tbaa !319
  %22 = icmp eq ptr %21, null, !dbg !381
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !382
  %24 = load ptr, ptr %23, align 8, !dbg !382, !tbaa !326
  br i1 %22, label %27, label %25, !dbg !383

25:                                               ; preds = %19
  %26 = icmp eq ptr %24, null, !dbg !384
  br i1 %26, label %27, label %29, !dbg !385

27:                                               ; preds = %19, %25
  %28 = phi ptr [ %21, %25 ], [ %24, %19 ], !dbg !386
    #dbg_value(ptr %28, !355, !DIExpression(), !387)
  tail call void @free(ptr noundef nonnull %0) #9, !dbg !388
  br label %7

29:                                               ; preds = %25, %29
  %30 = phi ptr [ %32, %29 ], [ %24, %25 ], !dbg !389
    #dbg_value(ptr %30, !360, !DIExpression(), !389)
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !390
  %32 = load ptr, ptr %31, align 8, !dbg !390, !tbaa !319
  %33 = icmp eq ptr %32, null, !dbg !391
  br i1 %33, label %34, label %29, !dbg !391, !llvm.loop !392

34:                                               ; preds = %29
  %35 = load <2 x i32>, ptr %30, align 8, !dbg !394, !tbaa !141
  store <2 x i32> %35, ptr %0, align 8, !dbg !395, !tbaa !141
  %36 = extractelement <2 x i32> %35, i64 0, !dbg !396
  %37 = tail call fastcc ptr @delete(ptr noundef nonnull %24, i32 noundef %36), !dbg !396
  store ptr %37, ptr %23, align 8, !dbg !397, !tbaa !326
  br label %7, !dbg !369
}

; Function Attrs: nounwind uwtable
define internal fastcc void @free_tree(ptr noundef %0) unnamed_addr #0 !dbg !398 {
    #dbg_value(ptr %0, !402, !DIExpression(), !403)
  %2 = icmp eq ptr %0, null, !dbg !404
  br i1 %2, label %3, label %4, !dbg !406

3:                                                ; preds = %1, %4
  ret void, !dbg !407

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !408
  %6 = load ptr, ptr %5, align 8, !dbg !408, !tbaa !319
  tail call fastcc void @free_tree(ptr noundef %6), !dbg !409
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !410
  %8 = load ptr, ptr %7, align 8, !dbg !410, !tbaa !326
  tail call fastcc void @free_tree(ptr noundef %8), !dbg !411
  tail call void @free(ptr noundef nonnull %0) #9, !dbg !412
  br label %3, !dbg !407
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @range_count(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !413 {
    #dbg_value(ptr %0, !417, !DIExpression(), !420)
    #dbg_value(i32 %1, !418, !DIExpression(), !420)
    #dbg_value(i32 %2, !419, !DIExpression(), !420)
  %4 = icmp eq ptr %0, null, !dbg !421
  br i1 %4, label %28, label %5, !dbg !423

5:                                                ; preds = %3, %19
  %6 = phi ptr [ %24, %19 ], [ %0, %3 ]
  %7 = phi i32 [ %26, %19 ], [ 0, %3 ]
    #dbg_value(ptr %6, !417, !DIExpression(), !420)
  br label %8, !dbg !423

8:                                                ; preds = %5, %12
  %9 = phi ptr [ %6, %5 ], [ %15, %12 ]
    #dbg_value(ptr %9, !417, !DIExpression(), !420)
  %10 = load i32, ptr %9, align 8, !dbg !424, !tbaa !256
  %11 = icmp slt i32 %10, %1, !dbg !426
  br i1 %11, label %12, label %17, !dbg !427

12:                                               ; preds = %8, %17
  %13 = phi i64 [ 8, %17 ], [ 16, %8 ]
  %14 = getelementptr inbounds i8, ptr %9, i64 %13, !dbg !420
  %15 = load ptr, ptr %14, align 8, !dbg !420, !tbaa !263
    #dbg_value(ptr %15, !417, !DIExpression(), !420)
    #dbg_value(i32 %1, !418, !DIExpression(), !420)
    #dbg_value(i32 %2, !419, !DIExpression(), !420)
  %16 = icmp eq ptr %15, null, !dbg !421
  br i1 %16, label %28, label %8, !dbg !423

17:                                               ; preds = %8
  %18 = icmp sgt i32 %10, %2, !dbg !428
  br i1 %18, label %12, label %19, !dbg !430

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !431
  %21 = load ptr, ptr %20, align 8, !dbg !431, !tbaa !319
  %22 = tail call fastcc i32 @range_count(ptr noundef %21, i32 noundef %1, i32 noundef %2), !dbg !432
  %23 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !433
  %24 = load ptr, ptr %23, align 8, !dbg !433, !tbaa !326
  %25 = add i32 %7, 1, !dbg !434
  %26 = add i32 %25, %22, !dbg !435
    #dbg_value(ptr %24, !417, !DIExpression(), !420)
    #dbg_value(i32 %1, !418, !DIExpression(), !420)
    #dbg_value(i32 %2, !419, !DIExpression(), !420)
  %27 = icmp eq ptr %24, null, !dbg !421
  br i1 %27, label %28, label %5, !dbg !423

28:                                               ; preds = %19, %12, %3
  %29 = phi i32 [ 0, %3 ], [ %7, %12 ], [ %26, %19 ]
  ret i32 %29, !dbg !436
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !437 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @size(ptr noundef readonly %0) unnamed_addr #4 !dbg !445 {
    #dbg_value(ptr %0, !449, !DIExpression(), !450)
  %2 = icmp eq ptr %0, null, !dbg !451
  br i1 %2, label %14, label %3, !dbg !451

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
    #dbg_value(ptr %4, !449, !DIExpression(), !450)
  %6 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !452
  %7 = load ptr, ptr %6, align 8, !dbg !452, !tbaa !319
  %8 = tail call fastcc i32 @size(ptr noundef %7), !dbg !453
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !454
  %10 = load ptr, ptr %9, align 8, !dbg !454, !tbaa !326
  %11 = add i32 %5, 1, !dbg !455
  %12 = add i32 %11, %8, !dbg !456
    #dbg_value(ptr %10, !449, !DIExpression(), !450)
  %13 = icmp eq ptr %10, null, !dbg !451
  br i1 %13, label %14, label %3, !dbg !451

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15, !dbg !457
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 !dbg !458 {
    #dbg_value(ptr %0, !460, !DIExpression(), !463)
  %2 = icmp eq ptr %0, null, !dbg !464
  br i1 %2, label %3, label %5, !dbg !466

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !467

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !468
  %7 = load ptr, ptr %6, align 8, !dbg !468, !tbaa !319
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !469
    #dbg_value(i32 %8, !461, !DIExpression(), !463)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !470
  %10 = load ptr, ptr %9, align 8, !dbg !470, !tbaa !326
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !471
    #dbg_value(i32 %11, !462, !DIExpression(), !463)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !472
  %13 = add nsw i32 %12, 1, !dbg !473
  br label %3, !dbg !467
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_bst(ptr noundef readonly %0, i64 noundef %1, i64 noundef %2) unnamed_addr #4 !dbg !474 {
    #dbg_value(ptr %0, !479, !DIExpression(), !482)
    #dbg_value(i64 %1, !480, !DIExpression(), !482)
    #dbg_value(i64 %2, !481, !DIExpression(), !482)
  %4 = icmp eq ptr %0, null, !dbg !483
  br i1 %4, label %22, label %5, !dbg !485

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %9, %18 ], [ %1, %3 ]
  %7 = phi ptr [ %20, %18 ], [ %0, %3 ]
    #dbg_value(i64 %6, !480, !DIExpression(), !482)
    #dbg_value(ptr %7, !479, !DIExpression(), !482)
  %8 = load i32, ptr %7, align 8, !dbg !486, !tbaa !256
  %9 = sext i32 %8 to i64, !dbg !488
  %10 = icmp slt i64 %6, %9, !dbg !489
  %11 = icmp slt i64 %9, %2
  %12 = and i1 %10, %11, !dbg !490
  br i1 %12, label %13, label %22, !dbg !490

13:                                               ; preds = %5
  %14 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !491
  %15 = load ptr, ptr %14, align 8, !dbg !491, !tbaa !319
  %16 = tail call fastcc i32 @is_bst(ptr noundef %15, i64 noundef %6, i64 noundef %9), !dbg !492
  %17 = icmp eq i32 %16, 0, !dbg !492
  br i1 %17, label %22, label %18, !dbg !493

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !494
  %20 = load ptr, ptr %19, align 8, !dbg !494, !tbaa !326
    #dbg_value(ptr %20, !479, !DIExpression(), !482)
    #dbg_value(i64 %9, !480, !DIExpression(), !482)
    #dbg_value(i64 %2, !481, !DIExpression(), !482)
  %21 = icmp eq ptr %20, null, !dbg !483
  br i1 %21, label %22, label %5, !dbg !485

22:                                               ; preds = %18, %5, %13, %3
  %23 = phi i32 [ 1, %3 ], [ 0, %13 ], [ 0, %5 ], [ 1, %18 ], !dbg !482
  ret i32 %23, !dbg !495
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @inorder(ptr noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #2 !dbg !496 {
    #dbg_value(ptr %0, !501, !DIExpression(), !503)
    #dbg_value(ptr %1, !502, !DIExpression(), !503)
  %3 = icmp eq ptr %0, null, !dbg !504
  br i1 %3, label %24, label %4, !dbg !506

4:                                                ; preds = %2, %18
  %5 = phi ptr [ %22, %18 ], [ %0, %2 ]
    #dbg_value(ptr %5, !501, !DIExpression(), !503)
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !507
  %7 = load ptr, ptr %6, align 8, !dbg !507, !tbaa !319
  tail call fastcc void @inorder(ptr noundef %7, ptr noundef %1), !dbg !508
  %8 = load i32, ptr %1, align 4, !dbg !509, !tbaa !141
  %9 = icmp slt i32 %8, 40, !dbg !511
  br i1 %9, label %10, label %18, !dbg !512

10:                                               ; preds = %4
  %11 = load i32, ptr %5, align 8, !dbg !513, !tbaa !256
  %12 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !514
  %13 = load i32, ptr %12, align 4, !dbg !514, !tbaa !272
  %14 = icmp sgt i32 %13, 1, !dbg !515
  %15 = select i1 %14, ptr @.str.16, ptr @.str.17, !dbg !516
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %11, ptr noundef nonnull %15), !dbg !517
  %17 = load i32, ptr %1, align 4, !dbg !518, !tbaa !141
  br label %18, !dbg !517

18:                                               ; preds = %10, %4
  %19 = phi i32 [ %17, %10 ], [ %8, %4 ], !dbg !518
  %20 = add nsw i32 %19, 1, !dbg !518
  store i32 %20, ptr %1, align 4, !dbg !518, !tbaa !141
  %21 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !519
  %22 = load ptr, ptr %21, align 8, !dbg !519, !tbaa !326
    #dbg_value(ptr %22, !501, !DIExpression(), !503)
    #dbg_value(ptr %1, !502, !DIExpression(), !503)
  %23 = icmp eq ptr %22, null, !dbg !504
  br i1 %23, label %24, label %4, !dbg !506

24:                                               ; preds = %18, %2
  ret void, !dbg !520
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !521 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

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
!228 = !DILocation(line: 146, column: 5, scope: !107)
!229 = !DILocation(line: 142, column: 15, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 141, column: 35)
!231 = distinct !DILexicalBlock(scope: !105, file: !2, line: 141, column: 5)
!232 = !DILocation(line: 142, column: 29, scope: !230)
!233 = !DILocation(line: 143, column: 32, scope: !230)
!234 = !DILocation(line: 143, column: 38, scope: !230)
!235 = !DILocation(line: 143, column: 13, scope: !230)
!236 = !DILocation(line: 141, column: 31, scope: !231)
!237 = !DILocation(line: 141, column: 23, scope: !231)
!238 = distinct !{!238, !214, !239, !240}
!239 = !DILocation(line: 144, column: 5, scope: !105)
!240 = !{!"llvm.loop.mustprogress"}
!241 = !DILocation(line: 153, column: 50, scope: !85)
!242 = !DILocation(line: 153, column: 76, scope: !85)
!243 = !DILocation(line: 153, column: 5, scope: !85)
!244 = !DILocation(line: 0, scope: !112)
!245 = !DILocation(line: 154, column: 5, scope: !112)
!246 = !DILocalVariable(name: "t", arg: 1, scope: !247, file: !2, line: 28, type: !89)
!247 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 28, type: !248, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{!89, !89, !73}
!250 = !{!246, !251}
!251 = !DILocalVariable(name: "key", arg: 2, scope: !247, file: !2, line: 28, type: !73)
!252 = !DILocation(line: 0, scope: !247, inlinedAt: !253)
!253 = distinct !DILocation(line: 147, column: 26, scope: !109)
!254 = !DILocation(line: 29, column: 14, scope: !247, inlinedAt: !253)
!255 = !DILocation(line: 29, column: 20, scope: !247, inlinedAt: !253)
!256 = !{!257, !142, i64 0}
!257 = !{!"tree", !142, i64 0, !142, i64 4, !258, i64 8, !258, i64 16}
!258 = !{!"any pointer", !143, i64 0}
!259 = !DILocation(line: 29, column: 24, scope: !247, inlinedAt: !253)
!260 = !DILocation(line: 29, column: 5, scope: !247, inlinedAt: !253)
!261 = !DILocation(line: 30, column: 17, scope: !247, inlinedAt: !253)
!262 = !DILocation(line: 30, column: 13, scope: !247, inlinedAt: !253)
!263 = !{!258, !258, i64 0}
!264 = !DILocation(line: 29, column: 12, scope: !247, inlinedAt: !253)
!265 = distinct !{!265, !260, !266, !240}
!266 = !DILocation(line: 30, column: 41, scope: !247, inlinedAt: !253)
!267 = !DILocation(line: 0, scope: !109)
!268 = !DILocation(line: 148, column: 9, scope: !109)
!269 = !DILocation(line: 149, column: 13, scope: !109)
!270 = !DILocation(line: 150, column: 36, scope: !271)
!271 = distinct !DILexicalBlock(scope: !109, file: !2, line: 149, column: 13)
!272 = !{!257, !142, i64 4}
!273 = !DILocation(line: 150, column: 13, scope: !271)
!274 = !DILocation(line: 151, column: 9, scope: !109)
!275 = !DILocation(line: 146, column: 33, scope: !110)
!276 = !DILocation(line: 146, column: 23, scope: !110)
!277 = distinct !{!277, !228, !278, !240}
!278 = !DILocation(line: 152, column: 5, scope: !107)
!279 = !DILocation(line: 0, scope: !127, inlinedAt: !280)
!280 = distinct !DILocation(line: 156, column: 5, scope: !85)
!281 = !DILocation(line: 110, column: 5, scope: !127, inlinedAt: !280)
!282 = !DILocation(line: 110, column: 9, scope: !127, inlinedAt: !280)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 111, column: 54, scope: !127, inlinedAt: !280)
!285 = !DILocation(line: 111, column: 63, scope: !127, inlinedAt: !280)
!286 = !DILocation(line: 112, column: 12, scope: !127, inlinedAt: !280)
!287 = !DILocation(line: 111, column: 5, scope: !127, inlinedAt: !280)
!288 = !DILocation(line: 113, column: 5, scope: !127, inlinedAt: !280)
!289 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !280)
!290 = !DILocation(line: 115, column: 1, scope: !127, inlinedAt: !280)
!291 = !DILocation(line: 157, column: 5, scope: !85)
!292 = !DILocation(line: 158, column: 5, scope: !85)
!293 = !DILocation(line: 155, column: 13, scope: !294)
!294 = distinct !DILexicalBlock(scope: !112, file: !2, line: 154, column: 5)
!295 = !DILocation(line: 154, column: 33, scope: !294)
!296 = !DILocation(line: 154, column: 23, scope: !294)
!297 = distinct !{!297, !245, !298, !240}
!298 = !DILocation(line: 155, column: 24, scope: !112)
!299 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 12, type: !248, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !300)
!300 = !{!301, !302}
!301 = !DILocalVariable(name: "t", arg: 1, scope: !299, file: !2, line: 12, type: !89)
!302 = !DILocalVariable(name: "key", arg: 2, scope: !299, file: !2, line: 12, type: !73)
!303 = !DILocation(line: 0, scope: !299)
!304 = !DILocation(line: 13, column: 10, scope: !305)
!305 = distinct !DILexicalBlock(scope: !299, file: !2, line: 13, column: 9)
!306 = !DILocation(line: 13, column: 9, scope: !299)
!307 = !DILocation(line: 14, column: 13, scope: !308)
!308 = distinct !DILexicalBlock(scope: !305, file: !2, line: 13, column: 13)
!309 = !DILocation(line: 15, column: 16, scope: !308)
!310 = !DILocation(line: 16, column: 12, scope: !308)
!311 = !DILocation(line: 16, column: 18, scope: !308)
!312 = !DILocation(line: 17, column: 9, scope: !308)
!313 = !DILocation(line: 19, column: 18, scope: !314)
!314 = distinct !DILexicalBlock(scope: !299, file: !2, line: 19, column: 9)
!315 = !DILocation(line: 19, column: 13, scope: !314)
!316 = !DILocation(line: 19, column: 9, scope: !299)
!317 = !DILocation(line: 26, column: 1, scope: !299)
!318 = !DILocation(line: 20, column: 29, scope: !314)
!319 = !{!257, !258, i64 8}
!320 = !DILocation(line: 20, column: 19, scope: !314)
!321 = !DILocation(line: 20, column: 17, scope: !314)
!322 = !DILocation(line: 21, column: 18, scope: !323)
!323 = distinct !DILexicalBlock(scope: !314, file: !2, line: 21, column: 14)
!324 = !DILocation(line: 21, column: 14, scope: !314)
!325 = !DILocation(line: 22, column: 30, scope: !323)
!326 = !{!257, !258, i64 16}
!327 = !DILocation(line: 22, column: 20, scope: !323)
!328 = !DILocation(line: 22, column: 18, scope: !323)
!329 = !DILocation(line: 24, column: 12, scope: !323)
!330 = !DILocation(line: 24, column: 17, scope: !323)
!331 = !DISubprogram(name: "printf", scope: !332, file: !332, line: 356, type: !333, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!333 = !DISubroutineType(types: !334)
!334 = !{!73, !335, null}
!335 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!336 = distinct !DISubprogram(name: "preorder", scope: !2, file: !2, line: 75, type: !337, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !339)
!337 = !DISubroutineType(types: !338)
!338 = !{null, !132}
!339 = !{!340}
!340 = !DILocalVariable(name: "t", arg: 1, scope: !336, file: !2, line: 75, type: !132)
!341 = !DILocation(line: 0, scope: !336)
!342 = !DILocation(line: 76, column: 10, scope: !343)
!343 = distinct !DILexicalBlock(scope: !336, file: !2, line: 76, column: 9)
!344 = !DILocation(line: 76, column: 9, scope: !336)
!345 = !DILocation(line: 78, column: 22, scope: !336)
!346 = !DILocation(line: 78, column: 5, scope: !336)
!347 = !DILocation(line: 79, column: 17, scope: !336)
!348 = !DILocation(line: 79, column: 5, scope: !336)
!349 = !DILocation(line: 80, column: 17, scope: !336)
!350 = !DILocation(line: 81, column: 1, scope: !336)
!351 = distinct !DISubprogram(name: "delete", scope: !2, file: !2, line: 34, type: !248, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !352)
!352 = !{!353, !354, !355, !360}
!353 = !DILocalVariable(name: "t", arg: 1, scope: !351, file: !2, line: 34, type: !89)
!354 = !DILocalVariable(name: "key", arg: 2, scope: !351, file: !2, line: 34, type: !73)
!355 = !DILocalVariable(name: "child", scope: !356, file: !2, line: 42, type: !89)
!356 = distinct !DILexicalBlock(scope: !357, file: !2, line: 41, column: 39)
!357 = distinct !DILexicalBlock(scope: !358, file: !2, line: 41, column: 16)
!358 = distinct !DILexicalBlock(scope: !359, file: !2, line: 39, column: 16)
!359 = distinct !DILexicalBlock(scope: !351, file: !2, line: 37, column: 9)
!360 = !DILocalVariable(name: "succ", scope: !361, file: !2, line: 46, type: !89)
!361 = distinct !DILexicalBlock(scope: !357, file: !2, line: 45, column: 12)
!362 = !DILocation(line: 0, scope: !351)
!363 = !DILocation(line: 35, column: 10, scope: !364)
!364 = distinct !DILexicalBlock(scope: !351, file: !2, line: 35, column: 9)
!365 = !DILocation(line: 35, column: 9, scope: !351)
!366 = !DILocation(line: 37, column: 18, scope: !359)
!367 = !DILocation(line: 37, column: 13, scope: !359)
!368 = !DILocation(line: 37, column: 9, scope: !351)
!369 = !DILocation(line: 54, column: 1, scope: !351)
!370 = !DILocation(line: 38, column: 29, scope: !371)
!371 = distinct !DILexicalBlock(scope: !359, file: !2, line: 37, column: 23)
!372 = !DILocation(line: 38, column: 19, scope: !371)
!373 = !DILocation(line: 38, column: 17, scope: !371)
!374 = !DILocation(line: 39, column: 20, scope: !358)
!375 = !DILocation(line: 39, column: 16, scope: !359)
!376 = !DILocation(line: 40, column: 30, scope: !377)
!377 = distinct !DILexicalBlock(scope: !358, file: !2, line: 39, column: 30)
!378 = !DILocation(line: 40, column: 20, scope: !377)
!379 = !DILocation(line: 40, column: 18, scope: !377)
!380 = !DILocation(line: 41, column: 20, scope: !357)
!381 = !DILocation(line: 41, column: 17, scope: !357)
!382 = !DILocation(line: 0, scope: !357)
!383 = !DILocation(line: 41, column: 25, scope: !357)
!384 = !DILocation(line: 41, column: 29, scope: !357)
!385 = !DILocation(line: 41, column: 16, scope: !358)
!386 = !DILocation(line: 42, column: 30, scope: !356)
!387 = !DILocation(line: 0, scope: !356)
!388 = !DILocation(line: 43, column: 9, scope: !356)
!389 = !DILocation(line: 0, scope: !361)
!390 = !DILocation(line: 47, column: 22, scope: !361)
!391 = !DILocation(line: 47, column: 9, scope: !361)
!392 = distinct !{!392, !391, !393, !240}
!393 = !DILocation(line: 48, column: 26, scope: !361)
!394 = !DILocation(line: 49, column: 24, scope: !361)
!395 = !DILocation(line: 49, column: 16, scope: !361)
!396 = !DILocation(line: 51, column: 20, scope: !361)
!397 = !DILocation(line: 51, column: 18, scope: !361)
!398 = distinct !DISubprogram(name: "free_tree", scope: !2, file: !2, line: 101, type: !399, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !401)
!399 = !DISubroutineType(types: !400)
!400 = !{null, !89}
!401 = !{!402}
!402 = !DILocalVariable(name: "t", arg: 1, scope: !398, file: !2, line: 101, type: !89)
!403 = !DILocation(line: 0, scope: !398)
!404 = !DILocation(line: 102, column: 10, scope: !405)
!405 = distinct !DILexicalBlock(scope: !398, file: !2, line: 102, column: 9)
!406 = !DILocation(line: 102, column: 9, scope: !398)
!407 = !DILocation(line: 107, column: 1, scope: !398)
!408 = !DILocation(line: 104, column: 18, scope: !398)
!409 = !DILocation(line: 104, column: 5, scope: !398)
!410 = !DILocation(line: 105, column: 18, scope: !398)
!411 = !DILocation(line: 105, column: 5, scope: !398)
!412 = !DILocation(line: 106, column: 5, scope: !398)
!413 = distinct !DISubprogram(name: "range_count", scope: !2, file: !2, line: 83, type: !414, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !416)
!414 = !DISubroutineType(types: !415)
!415 = !{!73, !132, !73, !73}
!416 = !{!417, !418, !419}
!417 = !DILocalVariable(name: "t", arg: 1, scope: !413, file: !2, line: 83, type: !132)
!418 = !DILocalVariable(name: "lo", arg: 2, scope: !413, file: !2, line: 83, type: !73)
!419 = !DILocalVariable(name: "hi", arg: 3, scope: !413, file: !2, line: 83, type: !73)
!420 = !DILocation(line: 0, scope: !413)
!421 = !DILocation(line: 84, column: 10, scope: !422)
!422 = distinct !DILexicalBlock(scope: !413, file: !2, line: 84, column: 9)
!423 = !DILocation(line: 84, column: 9, scope: !413)
!424 = !DILocation(line: 86, column: 12, scope: !425)
!425 = distinct !DILexicalBlock(scope: !413, file: !2, line: 86, column: 9)
!426 = !DILocation(line: 86, column: 16, scope: !425)
!427 = !DILocation(line: 86, column: 9, scope: !413)
!428 = !DILocation(line: 88, column: 16, scope: !429)
!429 = distinct !DILexicalBlock(scope: !413, file: !2, line: 88, column: 9)
!430 = !DILocation(line: 88, column: 9, scope: !413)
!431 = !DILocation(line: 90, column: 31, scope: !413)
!432 = !DILocation(line: 90, column: 16, scope: !413)
!433 = !DILocation(line: 90, column: 62, scope: !413)
!434 = !DILocation(line: 90, column: 14, scope: !413)
!435 = !DILocation(line: 90, column: 45, scope: !413)
!436 = !DILocation(line: 91, column: 1, scope: !413)
!437 = !DISubprogram(name: "calloc", scope: !438, file: !438, line: 556, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!439 = !DISubroutineType(types: !440)
!440 = !{!441, !442, !442}
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!442 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !443, line: 18, baseType: !444)
!443 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!444 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!445 = distinct !DISubprogram(name: "size", scope: !2, file: !2, line: 63, type: !446, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !448)
!446 = !DISubroutineType(types: !447)
!447 = !{!73, !132}
!448 = !{!449}
!449 = !DILocalVariable(name: "t", arg: 1, scope: !445, file: !2, line: 63, type: !132)
!450 = !DILocation(line: 0, scope: !445)
!451 = !DILocation(line: 63, column: 48, scope: !445)
!452 = !DILocation(line: 63, column: 64, scope: !445)
!453 = !DILocation(line: 63, column: 56, scope: !445)
!454 = !DILocation(line: 63, column: 80, scope: !445)
!455 = !DILocation(line: 63, column: 54, scope: !445)
!456 = !DILocation(line: 63, column: 70, scope: !445)
!457 = !DILocation(line: 63, column: 41, scope: !445)
!458 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 56, type: !446, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !459)
!459 = !{!460, !461, !462}
!460 = !DILocalVariable(name: "t", arg: 1, scope: !458, file: !2, line: 56, type: !132)
!461 = !DILocalVariable(name: "l", scope: !458, file: !2, line: 59, type: !73)
!462 = !DILocalVariable(name: "r", scope: !458, file: !2, line: 59, type: !73)
!463 = !DILocation(line: 0, scope: !458)
!464 = !DILocation(line: 57, column: 10, scope: !465)
!465 = distinct !DILexicalBlock(scope: !458, file: !2, line: 57, column: 9)
!466 = !DILocation(line: 57, column: 9, scope: !458)
!467 = !DILocation(line: 61, column: 1, scope: !458)
!468 = !DILocation(line: 59, column: 23, scope: !458)
!469 = !DILocation(line: 59, column: 13, scope: !458)
!470 = !DILocation(line: 59, column: 44, scope: !458)
!471 = !DILocation(line: 59, column: 34, scope: !458)
!472 = !DILocation(line: 60, column: 17, scope: !458)
!473 = !DILocation(line: 60, column: 14, scope: !458)
!474 = distinct !DISubprogram(name: "is_bst", scope: !2, file: !2, line: 93, type: !475, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !478)
!475 = !DISubroutineType(types: !476)
!476 = !{!73, !132, !477, !477}
!477 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!478 = !{!479, !480, !481}
!479 = !DILocalVariable(name: "t", arg: 1, scope: !474, file: !2, line: 93, type: !132)
!480 = !DILocalVariable(name: "lo", arg: 2, scope: !474, file: !2, line: 93, type: !477)
!481 = !DILocalVariable(name: "hi", arg: 3, scope: !474, file: !2, line: 93, type: !477)
!482 = !DILocation(line: 0, scope: !474)
!483 = !DILocation(line: 94, column: 10, scope: !484)
!484 = distinct !DILexicalBlock(scope: !474, file: !2, line: 94, column: 9)
!485 = !DILocation(line: 94, column: 9, scope: !474)
!486 = !DILocation(line: 96, column: 12, scope: !487)
!487 = distinct !DILexicalBlock(scope: !474, file: !2, line: 96, column: 9)
!488 = !DILocation(line: 96, column: 9, scope: !487)
!489 = !DILocation(line: 96, column: 16, scope: !487)
!490 = !DILocation(line: 96, column: 22, scope: !487)
!491 = !DILocation(line: 98, column: 22, scope: !474)
!492 = !DILocation(line: 98, column: 12, scope: !474)
!493 = !DILocation(line: 98, column: 40, scope: !474)
!494 = !DILocation(line: 98, column: 53, scope: !474)
!495 = !DILocation(line: 99, column: 1, scope: !474)
!496 = distinct !DISubprogram(name: "inorder", scope: !2, file: !2, line: 65, type: !497, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !500)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !132, !499}
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!500 = !{!501, !502}
!501 = !DILocalVariable(name: "t", arg: 1, scope: !496, file: !2, line: 65, type: !132)
!502 = !DILocalVariable(name: "printed", arg: 2, scope: !496, file: !2, line: 65, type: !499)
!503 = !DILocation(line: 0, scope: !496)
!504 = !DILocation(line: 66, column: 10, scope: !505)
!505 = distinct !DILexicalBlock(scope: !496, file: !2, line: 66, column: 9)
!506 = !DILocation(line: 66, column: 9, scope: !496)
!507 = !DILocation(line: 68, column: 16, scope: !496)
!508 = !DILocation(line: 68, column: 5, scope: !496)
!509 = !DILocation(line: 69, column: 9, scope: !510)
!510 = distinct !DILexicalBlock(scope: !496, file: !2, line: 69, column: 9)
!511 = !DILocation(line: 69, column: 18, scope: !510)
!512 = !DILocation(line: 69, column: 9, scope: !496)
!513 = !DILocation(line: 70, column: 28, scope: !510)
!514 = !DILocation(line: 70, column: 36, scope: !510)
!515 = !DILocation(line: 70, column: 42, scope: !510)
!516 = !DILocation(line: 70, column: 33, scope: !510)
!517 = !DILocation(line: 70, column: 9, scope: !510)
!518 = !DILocation(line: 71, column: 15, scope: !496)
!519 = !DILocation(line: 72, column: 16, scope: !496)
!520 = !DILocation(line: 73, column: 1, scope: !496)
!521 = !DISubprogram(name: "free", scope: !438, file: !438, line: 568, type: !522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !441}
