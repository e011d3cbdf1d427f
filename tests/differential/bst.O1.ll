; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.small = private unnamed_addr constant [11 x i32] [i32 50, i32 30, i32 70, i32 20, i32 40, i32 60, i32 80, i32 35, i32 45, i32 65, i32 30], align 16
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
    #dbg_assign(i1 undef, !96, !DIExpression(), !120, ptr @__const.main.small, !DIExpression(), !121)
    #dbg_value(ptr null, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !96, !DIExpression(), !122, ptr @__const.main.small, !DIExpression(), !121)
    #dbg_value(i32 0, !100, !DIExpression(), !123)
  br label %43, !dbg !124

8:                                                ; preds = %43
    #dbg_assign(i1 undef, !125, !DIExpression(), !119, ptr %7, !DIExpression(), !136)
    #dbg_value(ptr @.str, !134, !DIExpression(), !136)
    #dbg_value(ptr %48, !135, !DIExpression(), !136)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9, !dbg !138
  store i32 0, ptr %7, align 4, !dbg !139, !tbaa !140, !DIAssignID !144
    #dbg_assign(i32 0, !125, !DIExpression(), !144, ptr %7, !DIExpression(), !136)
  %9 = tail call fastcc i32 @size(ptr noundef %48), !dbg !145
  %10 = tail call fastcc i32 @height(ptr noundef %48), !dbg !146
  %11 = tail call fastcc i32 @is_bst(ptr noundef %48, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !147
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !148
  call fastcc void @inorder(ptr noundef %48, ptr noundef nonnull %7), !dbg !149
  %13 = call i32 @putchar(i32 10), !dbg !150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #9, !dbg !151
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !152
  call fastcc void @preorder(ptr noundef %48), !dbg !153
  %15 = call i32 @putchar(i32 10), !dbg !154
  %16 = call fastcc ptr @delete(ptr noundef %48, i32 noundef 20), !dbg !155
    #dbg_value(ptr %16, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !125, !DIExpression(), !118, ptr %6, !DIExpression(), !156)
    #dbg_value(ptr @.str.3, !134, !DIExpression(), !156)
    #dbg_value(ptr %16, !135, !DIExpression(), !156)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9, !dbg !158
  store i32 0, ptr %6, align 4, !dbg !159, !tbaa !140, !DIAssignID !160
    #dbg_assign(i32 0, !125, !DIExpression(), !160, ptr %6, !DIExpression(), !156)
  %17 = call fastcc i32 @size(ptr noundef %16), !dbg !161
  %18 = call fastcc i32 @height(ptr noundef %16), !dbg !162
  %19 = call fastcc i32 @is_bst(ptr noundef %16, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !163
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef %17, i32 noundef %18, i32 noundef %19), !dbg !164
  call fastcc void @inorder(ptr noundef %16, ptr noundef nonnull %6), !dbg !165
  %21 = call i32 @putchar(i32 10), !dbg !166
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #9, !dbg !167
  %22 = call fastcc ptr @delete(ptr noundef %16, i32 noundef 60), !dbg !168
    #dbg_value(ptr %22, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !125, !DIExpression(), !117, ptr %5, !DIExpression(), !169)
    #dbg_value(ptr @.str.4, !134, !DIExpression(), !169)
    #dbg_value(ptr %22, !135, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #9, !dbg !171
  store i32 0, ptr %5, align 4, !dbg !172, !tbaa !140, !DIAssignID !173
    #dbg_assign(i32 0, !125, !DIExpression(), !173, ptr %5, !DIExpression(), !169)
  %23 = call fastcc i32 @size(ptr noundef %22), !dbg !174
  %24 = call fastcc i32 @height(ptr noundef %22), !dbg !175
  %25 = call fastcc i32 @is_bst(ptr noundef %22, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !176
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %23, i32 noundef %24, i32 noundef %25), !dbg !177
  call fastcc void @inorder(ptr noundef %22, ptr noundef nonnull %5), !dbg !178
  %27 = call i32 @putchar(i32 10), !dbg !179
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #9, !dbg !180
  %28 = call fastcc ptr @delete(ptr noundef %22, i32 noundef 30), !dbg !181
    #dbg_value(ptr %28, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !125, !DIExpression(), !116, ptr %4, !DIExpression(), !182)
    #dbg_value(ptr @.str.5, !134, !DIExpression(), !182)
    #dbg_value(ptr %28, !135, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9, !dbg !184
  store i32 0, ptr %4, align 4, !dbg !185, !tbaa !140, !DIAssignID !186
    #dbg_assign(i32 0, !125, !DIExpression(), !186, ptr %4, !DIExpression(), !182)
  %29 = call fastcc i32 @size(ptr noundef %28), !dbg !187
  %30 = call fastcc i32 @height(ptr noundef %28), !dbg !188
  %31 = call fastcc i32 @is_bst(ptr noundef %28, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !189
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef %29, i32 noundef %30, i32 noundef %31), !dbg !190
  call fastcc void @inorder(ptr noundef %28, ptr noundef nonnull %4), !dbg !191
  %33 = call i32 @putchar(i32 10), !dbg !192
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9, !dbg !193
  %34 = call fastcc ptr @delete(ptr noundef %28, i32 noundef 50), !dbg !194
    #dbg_value(ptr %34, !88, !DIExpression(), !121)
    #dbg_assign(i1 undef, !125, !DIExpression(), !115, ptr %3, !DIExpression(), !195)
    #dbg_value(ptr @.str.6, !134, !DIExpression(), !195)
    #dbg_value(ptr %34, !135, !DIExpression(), !195)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9, !dbg !197
  store i32 0, ptr %3, align 4, !dbg !198, !tbaa !140, !DIAssignID !199
    #dbg_assign(i32 0, !125, !DIExpression(), !199, ptr %3, !DIExpression(), !195)
  %35 = call fastcc i32 @size(ptr noundef %34), !dbg !200
  %36 = call fastcc i32 @height(ptr noundef %34), !dbg !201
  %37 = call fastcc i32 @is_bst(ptr noundef %34, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !202
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef %35, i32 noundef %36, i32 noundef %37), !dbg !203
  call fastcc void @inorder(ptr noundef %34, ptr noundef nonnull %3), !dbg !204
  %39 = call i32 @putchar(i32 10), !dbg !205
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9, !dbg !206
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !207
  call fastcc void @preorder(ptr noundef %34), !dbg !208
  %41 = call i32 @putchar(i32 10), !dbg !209
  %42 = call fastcc ptr @delete(ptr noundef %34, i32 noundef 999), !dbg !210
    #dbg_value(ptr %42, !88, !DIExpression(), !121)
  call fastcc void @free_tree(ptr noundef %42), !dbg !211
    #dbg_value(ptr null, !88, !DIExpression(), !121)
    #dbg_value(i32 2024, !102, !DIExpression(), !121)
    #dbg_value(i32 0, !104, !DIExpression(), !212)
  br label %58, !dbg !213

43:                                               ; preds = %0, %43
  %44 = phi i64 [ 0, %0 ], [ %49, %43 ]
  %45 = phi ptr [ null, %0 ], [ %48, %43 ]
    #dbg_value(ptr %45, !88, !DIExpression(), !121)
    #dbg_value(i64 %44, !100, !DIExpression(), !123)
  %46 = getelementptr inbounds [11 x i32], ptr @__const.main.small, i64 0, i64 %44, !dbg !214
  %47 = load i32, ptr %46, align 4, !dbg !214, !tbaa !140
  %48 = tail call fastcc ptr @insert(ptr noundef %45, i32 noundef %47), !dbg !216
    #dbg_value(ptr %48, !88, !DIExpression(), !121)
  %49 = add nuw nsw i64 %44, 1, !dbg !217
    #dbg_value(i64 %49, !100, !DIExpression(), !123)
  %50 = icmp eq i64 %49, 11, !dbg !218
  br i1 %50, label %8, label %43, !dbg !124, !llvm.loop !219

51:                                               ; preds = %58
    #dbg_assign(i1 undef, !125, !DIExpression(), !114, ptr %2, !DIExpression(), !223)
    #dbg_value(ptr @.str.7, !134, !DIExpression(), !223)
    #dbg_value(ptr %66, !135, !DIExpression(), !223)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !225
  store i32 0, ptr %2, align 4, !dbg !226, !tbaa !140, !DIAssignID !227
    #dbg_assign(i32 0, !125, !DIExpression(), !227, ptr %2, !DIExpression(), !223)
  %52 = call fastcc i32 @size(ptr noundef %66), !dbg !228
  %53 = call fastcc i32 @height(ptr noundef %66), !dbg !229
  %54 = call fastcc i32 @is_bst(ptr noundef %66, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !230
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef %52, i32 noundef %53, i32 noundef %54), !dbg !231
  call fastcc void @inorder(ptr noundef %66, ptr noundef nonnull %2), !dbg !232
  %56 = call i32 @putchar(i32 10), !dbg !233
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !234
    #dbg_value(i32 0, !106, !DIExpression(), !235)
  %57 = icmp eq ptr %66, null
    #dbg_value(i32 0, !106, !DIExpression(), !235)
  br label %73, !dbg !236

58:                                               ; preds = %8, %58
  %59 = phi ptr [ null, %8 ], [ %66, %58 ]
  %60 = phi i32 [ 0, %8 ], [ %67, %58 ]
  %61 = phi i32 [ 2024, %8 ], [ %63, %58 ]
    #dbg_value(ptr %59, !88, !DIExpression(), !121)
    #dbg_value(i32 %60, !104, !DIExpression(), !212)
    #dbg_value(i32 %61, !102, !DIExpression(), !121)
  %62 = mul i32 %61, 1103515245, !dbg !237
  %63 = add i32 %62, 12345, !dbg !240
    #dbg_value(i32 %63, !102, !DIExpression(), !121)
  %64 = lshr i32 %63, 8, !dbg !241
  %65 = urem i32 %64, 1000, !dbg !242
  %66 = call fastcc ptr @insert(ptr noundef %59, i32 noundef %65), !dbg !243
    #dbg_value(ptr %66, !88, !DIExpression(), !121)
  %67 = add nuw nsw i32 %60, 1, !dbg !244
    #dbg_value(i32 %67, !104, !DIExpression(), !212)
  %68 = icmp eq i32 %67, 500, !dbg !245
  br i1 %68, label %51, label %58, !dbg !213, !llvm.loop !246

69:                                               ; preds = %94
  %70 = call fastcc i32 @range_count(ptr noundef %66, i32 noundef 100, i32 noundef 300), !dbg !248
  %71 = call fastcc i32 @range_count(ptr noundef %66, i32 noundef 0, i32 noundef 999), !dbg !249
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %70, i32 noundef %71), !dbg !250
    #dbg_value(i32 0, !111, !DIExpression(), !251)
    #dbg_value(ptr %66, !88, !DIExpression(), !121)
  br label %104, !dbg !252

73:                                               ; preds = %51, %94
  %74 = phi i32 [ 0, %51 ], [ %96, %94 ]
    #dbg_value(i32 %74, !106, !DIExpression(), !235)
    #dbg_value(ptr %66, !253, !DIExpression(), !259)
    #dbg_value(i32 %74, !258, !DIExpression(), !259)
  br i1 %57, label %85, label %75, !dbg !261

75:                                               ; preds = %73, %79
  %76 = phi ptr [ %83, %79 ], [ %66, %73 ]
    #dbg_value(ptr %76, !253, !DIExpression(), !259)
  %77 = load i32, ptr %76, align 8, !dbg !262, !tbaa !263
  %78 = icmp eq i32 %77, %74, !dbg !266
  br i1 %78, label %85, label %79, !dbg !267

79:                                               ; preds = %75
  %80 = icmp sgt i32 %77, %74, !dbg !268
  %81 = select i1 %80, i64 8, i64 16, !dbg !269
  %82 = getelementptr inbounds i8, ptr %76, i64 %81, !dbg !269
  %83 = load ptr, ptr %82, align 8, !dbg !269, !tbaa !270
    #dbg_value(ptr %83, !253, !DIExpression(), !259)
  %84 = icmp eq ptr %83, null, !dbg !271
  br i1 %84, label %85, label %75, !dbg !261, !llvm.loop !272

85:                                               ; preds = %75, %79, %73
  %86 = phi ptr [ %66, %73 ], [ %76, %75 ], [ %83, %79 ]
    #dbg_value(ptr %86, !108, !DIExpression(), !274)
  %87 = icmp eq ptr %86, null, !dbg !275
  %88 = select i1 %87, ptr @.str.10, ptr @.str.9, !dbg !275
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %74, ptr noundef nonnull %88), !dbg !276
  br i1 %87, label %94, label %90, !dbg !277

90:                                               ; preds = %85
  %91 = getelementptr inbounds i8, ptr %86, i64 4, !dbg !278
  %92 = load i32, ptr %91, align 4, !dbg !278, !tbaa !280
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %92), !dbg !281
  br label %94, !dbg !281

94:                                               ; preds = %90, %85
  %95 = call i32 @putchar(i32 10), !dbg !282
  %96 = add nuw nsw i32 %74, 111, !dbg !283
    #dbg_value(i32 %96, !106, !DIExpression(), !235)
  %97 = icmp ult i32 %74, 889, !dbg !284
  br i1 %97, label %73, label %69, !dbg !236, !llvm.loop !285

98:                                               ; preds = %104
    #dbg_assign(i1 undef, !125, !DIExpression(), !113, ptr %1, !DIExpression(), !287)
    #dbg_value(ptr @.str.13, !134, !DIExpression(), !287)
    #dbg_value(ptr %107, !135, !DIExpression(), !287)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9, !dbg !289
  store i32 0, ptr %1, align 4, !dbg !290, !tbaa !140, !DIAssignID !291
    #dbg_assign(i32 0, !125, !DIExpression(), !291, ptr %1, !DIExpression(), !287)
  %99 = call fastcc i32 @size(ptr noundef %107), !dbg !292
  %100 = call fastcc i32 @height(ptr noundef %107), !dbg !293
  %101 = call fastcc i32 @is_bst(ptr noundef %107, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !294
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13, i32 noundef %99, i32 noundef %100, i32 noundef %101), !dbg !295
  call fastcc void @inorder(ptr noundef %107, ptr noundef nonnull %1), !dbg !296
  %103 = call i32 @putchar(i32 10), !dbg !297
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9, !dbg !298
  call fastcc void @free_tree(ptr noundef %107), !dbg !299
  ret i32 0, !dbg !300

104:                                              ; preds = %69, %104
  %105 = phi i32 [ 0, %69 ], [ %108, %104 ]
  %106 = phi ptr [ %66, %69 ], [ %107, %104 ]
    #dbg_value(i32 %105, !111, !DIExpression(), !251)
    #dbg_value(ptr %106, !88, !DIExpression(), !121)
  %107 = call fastcc ptr @delete(ptr noundef %106, i32 noundef %105), !dbg !301
    #dbg_value(ptr %107, !88, !DIExpression(), !121)
  %108 = add nuw nsw i32 %105, 2, !dbg !303
    #dbg_value(i32 %108, !111, !DIExpression(), !251)
  %109 = icmp ult i32 %105, 998, !dbg !304
  br i1 %109, label %104, label %98, !dbg !252, !llvm.loop !305
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !307 {
    #dbg_value(ptr %0, !309, !DIExpression(), !311)
    #dbg_value(i32 %1, !310, !DIExpression(), !311)
  %3 = icmp eq ptr %0, null, !dbg !312
  br i1 %3, label %4, label %7, !dbg !314

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #10, !dbg !315
    #dbg_value(ptr %5, !309, !DIExpression(), !311)
  store i32 %1, ptr %5, align 8, !dbg !317, !tbaa !263
  %6 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !318
  store i32 1, ptr %6, align 4, !dbg !319, !tbaa !280
  br label %10, !dbg !320

7:                                                ; preds = %2
  %8 = load i32, ptr %0, align 8, !dbg !321, !tbaa !263
  %9 = icmp sgt i32 %8, %1, !dbg !323
  br i1 %9, label %12, label %16, !dbg !324

10:                                               ; preds = %4, %22, %18, %12
  %11 = phi ptr [ %0, %12 ], [ %0, %18 ], [ %5, %4 ], [ %0, %22 ]
  ret ptr %11, !dbg !325

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !326
  %14 = load ptr, ptr %13, align 8, !dbg !326, !tbaa !327
  %15 = tail call fastcc ptr @insert(ptr noundef %14, i32 noundef %1), !dbg !328
  store ptr %15, ptr %13, align 8, !dbg !329, !tbaa !327
  br label %10, !dbg !325

16:                                               ; preds = %7
  %17 = icmp slt i32 %8, %1, !dbg !330
  br i1 %17, label %18, label %22, !dbg !332

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !333
  %20 = load ptr, ptr %19, align 8, !dbg !333, !tbaa !334
  %21 = tail call fastcc ptr @insert(ptr noundef %20, i32 noundef %1), !dbg !335
  store ptr %21, ptr %19, align 8, !dbg !336, !tbaa !334
  br label %10, !dbg !325

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !337
  %24 = load i32, ptr %23, align 4, !dbg !338, !tbaa !280
  %25 = add nsw i32 %24, 1, !dbg !338
  store i32 %25, ptr %23, align 4, !dbg !338, !tbaa !280
  br label %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !339 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @preorder(ptr noundef readonly %0) unnamed_addr #2 !dbg !344 {
  br label %2

2:                                                ; preds = %5, %1
  %3 = phi ptr [ %0, %1 ], [ %11, %5 ]
    #dbg_value(ptr %3, !348, !DIExpression(), !349)
  %4 = icmp eq ptr %3, null, !dbg !350
  br i1 %4, label %12, label %5, !dbg !352

5:                                                ; preds = %2
  %6 = load i32, ptr %3, align 8, !dbg !353, !tbaa !263
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %6), !dbg !354
  %8 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !355
  %9 = load ptr, ptr %8, align 8, !dbg !355, !tbaa !327
  tail call fastcc void @preorder(ptr noundef %9), !dbg !356
  %10 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !357
  %11 = load ptr, ptr %10, align 8, !dbg !357, !tbaa !334
  br label %2, !dbg !358

12:                                               ; preds = %2
  ret void, !dbg !359
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !360 {
    #dbg_value(ptr %0, !362, !DIExpression(), !371)
    #dbg_value(i32 %1, !363, !DIExpression(), !371)
  %3 = icmp eq ptr %0, null, !dbg !372
  br i1 %3, label %7, label %4, !dbg !374

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !dbg !375, !tbaa !263
  %6 = icmp sgt i32 %5, %1, !dbg !376
  br i1 %6, label %9, label %13, !dbg !377

7:                                                ; preds = %31, %2, %38, %15, %9
  %8 = phi ptr [ %0, %9 ], [ %0, %15 ], [ %0, %38 ], [ %32, %31 ], [ null, %2 ]
  ret ptr %8, !dbg !378

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !379
  %11 = load ptr, ptr %10, align 8, !dbg !379, !tbaa !327
  %12 = tail call fastcc ptr @delete(ptr noundef %11, i32 noundef %1), !dbg !381
  store ptr %12, ptr %10, align 8, !dbg !382, !tbaa !327
  br label %7, !dbg !378

13:                                               ; preds = %4
  %14 = icmp slt i32 %5, %1, !dbg !383
  br i1 %14, label %15, label %19, !dbg !384

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !385
  %17 = load ptr, ptr %16, align 8, !dbg !385, !tbaa !334
  %18 = tail call fastcc ptr @delete(ptr noundef %17, i32 noundef %1), !dbg !387
  store ptr %18, ptr %16, align 8, !dbg !388, !tbaa !334
  br label %7, !dbg !378

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !389
  %21 = load ptr, ptr %20, align 8, !dbg !389, !tbaa !327
  %22 = icmp eq ptr %21, null, !dbg !390
  br i1 %22, label %28, label %23, !dbg !391

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !392
  %25 = load ptr, ptr %24, align 8, !dbg !392, !tbaa !334
  %26 = icmp eq ptr %25, null, !dbg !393
  br i1 %26, label %27, label %33, !dbg !394

27:                                               ; preds = %23
  br i1 %22, label %28, label %31, !dbg !395

28:                                               ; preds = %19, %27
  %29 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !396
  %30 = load ptr, ptr %29, align 8, !dbg !396, !tbaa !334
  br label %31, !dbg !395

31:                                               ; preds = %27, %28
  %32 = phi ptr [ %30, %28 ], [ %21, %27 ], !dbg !395
    #dbg_value(ptr %32, !364, !DIExpression(), !397)
  tail call void @free(ptr noundef %0) #9, !dbg !398
  br label %7

33:                                               ; preds = %23, %33
  %34 = phi ptr [ %36, %33 ], [ %25, %23 ], !dbg !399
    #dbg_value(ptr %34, !369, !DIExpression(), !399)
  %35 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !400
  %36 = load ptr, ptr %35, align 8, !dbg !400, !tbaa !327
  %37 = icmp eq ptr %36, null, !dbg !401
  br i1 %37, label %38, label %33, !dbg !401, !llvm.loop !402

38:                                               ; preds = %33
  %39 = load i32, ptr %34, align 8, !dbg !404, !tbaa !263
  store i32 %39, ptr %0, align 8, !dbg !405, !tbaa !263
  %40 = getelementptr inbounds i8, ptr %34, i64 4, !dbg !406
  %41 = load i32, ptr %40, align 4, !dbg !406, !tbaa !280
  %42 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !407
  store i32 %41, ptr %42, align 4, !dbg !408, !tbaa !280
  %43 = load i32, ptr %34, align 8, !dbg !409, !tbaa !263
  %44 = tail call fastcc ptr @delete(ptr noundef nonnull %25, i32 noundef %43), !dbg !410
  store ptr %44, ptr %24, align 8, !dbg !411, !tbaa !334
  br label %7, !dbg !378
}

; Function Attrs: nounwind uwtable
define internal fastcc void @free_tree(ptr noundef %0) unnamed_addr #0 !dbg !412 {
    #dbg_value(ptr %0, !416, !DIExpression(), !417)
  %2 = icmp eq ptr %0, null, !dbg !418
  br i1 %2, label %3, label %4, !dbg !420

3:                                                ; preds = %1, %4
  ret void, !dbg !421

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !422
  %6 = load ptr, ptr %5, align 8, !dbg !422, !tbaa !327
  tail call fastcc void @free_tree(ptr noundef %6), !dbg !423
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !424
  %8 = load ptr, ptr %7, align 8, !dbg !424, !tbaa !334
  tail call fastcc void @free_tree(ptr noundef %8), !dbg !425
  tail call void @free(ptr noundef %0) #9, !dbg !426
  br label %3, !dbg !421
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @range_count(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !427 {
  br label %4

4:                                                ; preds = %19, %11, %3
  %5 = phi i32 [ %5, %11 ], [ 0, %3 ], [ %23, %19 ]
  %6 = phi ptr [ %0, %3 ], [ %13, %11 ], [ %22, %19 ]
    #dbg_value(ptr %6, !431, !DIExpression(), !434)
    #dbg_value(i32 %1, !432, !DIExpression(), !434)
    #dbg_value(i32 %2, !433, !DIExpression(), !434)
  %7 = icmp eq ptr %6, null, !dbg !435
  br i1 %7, label %24, label %8, !dbg !437

8:                                                ; preds = %4
  %9 = load i32, ptr %6, align 8, !dbg !438, !tbaa !263
  %10 = icmp slt i32 %9, %1, !dbg !440
  br i1 %10, label %11, label %14, !dbg !441

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !442
  %13 = load ptr, ptr %12, align 8, !dbg !442, !tbaa !334
  br label %4, !dbg !443

14:                                               ; preds = %8
  %15 = icmp sgt i32 %9, %2, !dbg !444
  %16 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !434
  %17 = load ptr, ptr %16, align 8, !dbg !434, !tbaa !327
  %18 = tail call fastcc i32 @range_count(ptr noundef %17, i32 noundef %1, i32 noundef %2), !dbg !434
  br i1 %15, label %24, label %19, !dbg !446

19:                                               ; preds = %14
  %20 = add nsw i32 %18, 1, !dbg !447
  %21 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !448
  %22 = load ptr, ptr %21, align 8, !dbg !448, !tbaa !334
  %23 = add nsw i32 %20, %5, !dbg !449
  br label %4, !dbg !450

24:                                               ; preds = %14, %4
  %25 = phi i32 [ 0, %4 ], [ %18, %14 ], !dbg !434
  %26 = add nsw i32 %25, %5
  ret i32 %26, !dbg !451
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !452 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @size(ptr noundef readonly %0) unnamed_addr #4 !dbg !460 {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ 0, %1 ], [ %13, %6 ]
  %4 = phi ptr [ %0, %1 ], [ %12, %6 ]
    #dbg_value(ptr %4, !464, !DIExpression(), !465)
  %5 = icmp eq ptr %4, null, !dbg !466
  br i1 %5, label %14, label %6, !dbg !466

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !467
  %8 = load ptr, ptr %7, align 8, !dbg !467, !tbaa !327
  %9 = tail call fastcc i32 @size(ptr noundef %8), !dbg !468
  %10 = add nsw i32 %9, 1, !dbg !469
  %11 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !470
  %12 = load ptr, ptr %11, align 8, !dbg !470, !tbaa !334
  %13 = add nsw i32 %10, %3, !dbg !471
  br label %2, !dbg !472

14:                                               ; preds = %2
  %15 = add nsw i32 0, %3
  ret i32 %15, !dbg !473
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 !dbg !474 {
    #dbg_value(ptr %0, !476, !DIExpression(), !479)
  %2 = icmp eq ptr %0, null, !dbg !480
  br i1 %2, label %3, label %5, !dbg !482

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !483

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !484
  %7 = load ptr, ptr %6, align 8, !dbg !484, !tbaa !327
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !485
    #dbg_value(i32 %8, !477, !DIExpression(), !479)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !486
  %10 = load ptr, ptr %9, align 8, !dbg !486, !tbaa !334
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !487
    #dbg_value(i32 %11, !478, !DIExpression(), !479)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !488
  %13 = add nsw i32 %12, 1, !dbg !489
  br label %3, !dbg !483
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_bst(ptr noundef readonly %0, i64 noundef %1, i64 noundef %2) unnamed_addr #4 !dbg !490 {
  br label %4

4:                                                ; preds = %19, %3
  %5 = phi ptr [ %0, %3 ], [ %21, %19 ]
  %6 = phi i64 [ %1, %3 ], [ %10, %19 ]
    #dbg_value(ptr %5, !495, !DIExpression(), !498)
    #dbg_value(i64 %6, !496, !DIExpression(), !498)
    #dbg_value(i64 %2, !497, !DIExpression(), !498)
  %7 = icmp eq ptr %5, null, !dbg !499
  br i1 %7, label %22, label %8, !dbg !501

8:                                                ; preds = %4
  %9 = load i32, ptr %5, align 8, !dbg !502, !tbaa !263
  %10 = sext i32 %9 to i64, !dbg !504
  %11 = icmp sgt i64 %10, %6, !dbg !505
  %12 = icmp slt i64 %10, %2
  %13 = and i1 %11, %12, !dbg !506
  br i1 %13, label %14, label %22, !dbg !506

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !507
  %16 = load ptr, ptr %15, align 8, !dbg !507, !tbaa !327
  %17 = tail call fastcc i32 @is_bst(ptr noundef %16, i64 noundef %6, i64 noundef %10), !dbg !508
  %18 = icmp eq i32 %17, 0, !dbg !508
  br i1 %18, label %22, label %19, !dbg !509

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !510
  %21 = load ptr, ptr %20, align 8, !dbg !510, !tbaa !334
  br label %4, !dbg !511

22:                                               ; preds = %14, %8, %4
  %23 = phi i32 [ 1, %4 ], [ 0, %8 ], [ 0, %14 ], !dbg !498
  ret i32 %23, !dbg !512
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @inorder(ptr noundef readonly %0, ptr noundef %1) unnamed_addr #2 !dbg !513 {
  br label %3

3:                                                ; preds = %18, %2
  %4 = phi ptr [ %0, %2 ], [ %22, %18 ]
    #dbg_value(ptr %4, !518, !DIExpression(), !520)
    #dbg_value(ptr %1, !519, !DIExpression(), !520)
  %5 = icmp eq ptr %4, null, !dbg !521
  br i1 %5, label %23, label %6, !dbg !523

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !524
  %8 = load ptr, ptr %7, align 8, !dbg !524, !tbaa !327
  tail call fastcc void @inorder(ptr noundef %8, ptr noundef %1), !dbg !525
  %9 = load i32, ptr %1, align 4, !dbg !526, !tbaa !140
  %10 = icmp slt i32 %9, 40, !dbg !528
  br i1 %10, label %11, label %18, !dbg !529

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !dbg !530, !tbaa !263
  %13 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !531
  %14 = load i32, ptr %13, align 4, !dbg !531, !tbaa !280
  %15 = icmp sgt i32 %14, 1, !dbg !532
  %16 = select i1 %15, ptr @.str.16, ptr @.str.17, !dbg !533
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %12, ptr noundef nonnull %16), !dbg !534
  br label %18, !dbg !534

18:                                               ; preds = %11, %6
  %19 = load i32, ptr %1, align 4, !dbg !535, !tbaa !140
  %20 = add nsw i32 %19, 1, !dbg !535
  store i32 %20, ptr %1, align 4, !dbg !535, !tbaa !140
  %21 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !536
  %22 = load ptr, ptr %21, align 8, !dbg !536, !tbaa !334
  br label %3, !dbg !537

23:                                               ; preds = %3
  ret void, !dbg !538
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !539 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

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
!124 = !DILocation(line: 120, column: 5, scope: !101)
!125 = !DILocalVariable(name: "printed", scope: !126, file: !2, line: 110, type: !73)
!126 = distinct !DISubprogram(name: "report", scope: !2, file: !2, line: 109, type: !127, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !133)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !129, !131}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!133 = !{!134, !135, !125}
!134 = !DILocalVariable(name: "lbl", arg: 1, scope: !126, file: !2, line: 109, type: !129)
!135 = !DILocalVariable(name: "t", arg: 2, scope: !126, file: !2, line: 109, type: !131)
!136 = !DILocation(line: 0, scope: !126, inlinedAt: !137)
!137 = distinct !DILocation(line: 122, column: 5, scope: !85)
!138 = !DILocation(line: 110, column: 5, scope: !126, inlinedAt: !137)
!139 = !DILocation(line: 110, column: 9, scope: !126, inlinedAt: !137)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C/C++ TBAA"}
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 111, column: 54, scope: !126, inlinedAt: !137)
!146 = !DILocation(line: 111, column: 63, scope: !126, inlinedAt: !137)
!147 = !DILocation(line: 112, column: 12, scope: !126, inlinedAt: !137)
!148 = !DILocation(line: 111, column: 5, scope: !126, inlinedAt: !137)
!149 = !DILocation(line: 113, column: 5, scope: !126, inlinedAt: !137)
!150 = !DILocation(line: 114, column: 5, scope: !126, inlinedAt: !137)
!151 = !DILocation(line: 115, column: 1, scope: !126, inlinedAt: !137)
!152 = !DILocation(line: 123, column: 5, scope: !85)
!153 = !DILocation(line: 124, column: 5, scope: !85)
!154 = !DILocation(line: 125, column: 5, scope: !85)
!155 = !DILocation(line: 126, column: 9, scope: !85)
!156 = !DILocation(line: 0, scope: !126, inlinedAt: !157)
!157 = distinct !DILocation(line: 127, column: 5, scope: !85)
!158 = !DILocation(line: 110, column: 5, scope: !126, inlinedAt: !157)
!159 = !DILocation(line: 110, column: 9, scope: !126, inlinedAt: !157)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 111, column: 54, scope: !126, inlinedAt: !157)
!162 = !DILocation(line: 111, column: 63, scope: !126, inlinedAt: !157)
!163 = !DILocation(line: 112, column: 12, scope: !126, inlinedAt: !157)
!164 = !DILocation(line: 111, column: 5, scope: !126, inlinedAt: !157)
!165 = !DILocation(line: 113, column: 5, scope: !126, inlinedAt: !157)
!166 = !DILocation(line: 114, column: 5, scope: !126, inlinedAt: !157)
!167 = !DILocation(line: 115, column: 1, scope: !126, inlinedAt: !157)
!168 = !DILocation(line: 128, column: 9, scope: !85)
!169 = !DILocation(line: 0, scope: !126, inlinedAt: !170)
!170 = distinct !DILocation(line: 129, column: 5, scope: !85)
!171 = !DILocation(line: 110, column: 5, scope: !126, inlinedAt: !170)
!172 = !DILocation(line: 110, column: 9, scope: !126, inlinedAt: !170)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 111, column: 54, scope: !126, inlinedAt: !170)
!175 = !DILocation(line: 111, column: 63, scope: !126, inlinedAt: !170)
!176 = !DILocation(line: 112, column: 12, scope: !126, inlinedAt: !170)
!177 = !DILocation(line: 111, column: 5, scope: !126, inlinedAt: !170)
!178 = !DILocation(line: 113, column: 5, scope: !126, inlinedAt: !170)
!179 = !DILocation(line: 114, column: 5, scope: !126, inlinedAt: !170)
!180 = !DILocation(line: 115, column: 1, scope: !126, inlinedAt: !170)
!181 = !DILocation(line: 130, column: 9, scope: !85)
!182 = !DILocation(line: 0, scope: !126, inlinedAt: !183)
!183 = distinct !DILocation(line: 131, column: 5, scope: !85)
!184 = !DILocation(line: 110, column: 5, scope: !126, inlinedAt: !183)
!185 = !DILocation(line: 110, column: 9, scope: !126, inlinedAt: !183)
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 111, column: 54, scope: !126, inlinedAt: !183)
!188 = !DILocation(line: 111, column: 63, scope: !126, inlinedAt: !183)
!189 = !DILocation(line: 112, column: 12, scope: !126, inlinedAt: !183)
!190 = !DILocation(line: 111, column: 5, scope: !126, inlinedAt: !183)
!191 = !DILocation(line: 113, column: 5, scope: !126, inlinedAt: !183)
!192 = !DILocation(line: 114, column: 5, scope: !126, inlinedAt: !183)
!193 = !DILocation(line: 115, column: 1, scope: !126, inlinedAt: !183)
!194 = !DILocation(line: 132, column: 9, scope: !85)
!195 = !DILocation(line: 0, scope: !126, inlinedAt: !196)
!196 = distinct !DILocation(line: 133, column: 5, scope: !85)
!197 = !DILocation(line: 110, column: 5, scope: !126, inlinedAt: !196)
!198 = !DILocation(line: 110, column: 9, scope: !126, inlinedAt: !196)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 111, column: 54, scope: !126, inlinedAt: !196)
!201 = !DILocation(line: 111, column: 63, scope: !126, inlinedAt: !196)
!202 = !DILocation(line: 112, column: 12, scope: !126, inlinedAt: !196)
!203 = !DILocation(line: 111, column: 5, scope: !126, inlinedAt: !196)
!204 = !DILocation(line: 113, column: 5, scope: !126, inlinedAt: !196)
!205 = !DILocation(line: 114, column: 5, scope: !126, inlinedAt: !196)
!206 = !DILocation(line: 115, column: 1, scope: !126, inlinedAt: !196)
!207 = !DILocation(line: 134, column: 5, scope: !85)
!208 = !DILocation(line: 135, column: 5, scope: !85)
!209 = !DILocation(line: 136, column: 5, scope: !85)
!210 = !DILocation(line: 137, column: 9, scope: !85)
!211 = !DILocation(line: 138, column: 5, scope: !85)
!212 = !DILocation(line: 0, scope: !105)
!213 = !DILocation(line: 141, column: 5, scope: !105)
!214 = !DILocation(line: 121, column: 23, scope: !215)
!215 = distinct !DILexicalBlock(scope: !101, file: !2, line: 120, column: 5)
!216 = !DILocation(line: 121, column: 13, scope: !215)
!217 = !DILocation(line: 120, column: 30, scope: !215)
!218 = !DILocation(line: 120, column: 23, scope: !215)
!219 = distinct !{!219, !124, !220, !221, !222}
!220 = !DILocation(line: 121, column: 31, scope: !101)
!221 = !{!"llvm.loop.mustprogress"}
!222 = !{!"llvm.loop.unroll.disable"}
!223 = !DILocation(line: 0, scope: !126, inlinedAt: !224)
!224 = distinct !DILocation(line: 145, column: 5, scope: !85)
!225 = !DILocation(line: 110, column: 5, scope: !126, inlinedAt: !224)
!226 = !DILocation(line: 110, column: 9, scope: !126, inlinedAt: !224)
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 111, column: 54, scope: !126, inlinedAt: !224)
!229 = !DILocation(line: 111, column: 63, scope: !126, inlinedAt: !224)
!230 = !DILocation(line: 112, column: 12, scope: !126, inlinedAt: !224)
!231 = !DILocation(line: 111, column: 5, scope: !126, inlinedAt: !224)
!232 = !DILocation(line: 113, column: 5, scope: !126, inlinedAt: !224)
!233 = !DILocation(line: 114, column: 5, scope: !126, inlinedAt: !224)
!234 = !DILocation(line: 115, column: 1, scope: !126, inlinedAt: !224)
!235 = !DILocation(line: 0, scope: !107)
!236 = !DILocation(line: 146, column: 5, scope: !107)
!237 = !DILocation(line: 142, column: 15, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 141, column: 35)
!239 = distinct !DILexicalBlock(scope: !105, file: !2, line: 141, column: 5)
!240 = !DILocation(line: 142, column: 29, scope: !238)
!241 = !DILocation(line: 143, column: 32, scope: !238)
!242 = !DILocation(line: 143, column: 38, scope: !238)
!243 = !DILocation(line: 143, column: 13, scope: !238)
!244 = !DILocation(line: 141, column: 31, scope: !239)
!245 = !DILocation(line: 141, column: 23, scope: !239)
!246 = distinct !{!246, !213, !247, !221, !222}
!247 = !DILocation(line: 144, column: 5, scope: !105)
!248 = !DILocation(line: 153, column: 50, scope: !85)
!249 = !DILocation(line: 153, column: 76, scope: !85)
!250 = !DILocation(line: 153, column: 5, scope: !85)
!251 = !DILocation(line: 0, scope: !112)
!252 = !DILocation(line: 154, column: 5, scope: !112)
!253 = !DILocalVariable(name: "t", arg: 1, scope: !254, file: !2, line: 28, type: !89)
!254 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 28, type: !255, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !257)
!255 = !DISubroutineType(types: !256)
!256 = !{!89, !89, !73}
!257 = !{!253, !258}
!258 = !DILocalVariable(name: "key", arg: 2, scope: !254, file: !2, line: 28, type: !73)
!259 = !DILocation(line: 0, scope: !254, inlinedAt: !260)
!260 = distinct !DILocation(line: 147, column: 26, scope: !109)
!261 = !DILocation(line: 29, column: 14, scope: !254, inlinedAt: !260)
!262 = !DILocation(line: 29, column: 20, scope: !254, inlinedAt: !260)
!263 = !{!264, !141, i64 0}
!264 = !{!"tree", !141, i64 0, !141, i64 4, !265, i64 8, !265, i64 16}
!265 = !{!"any pointer", !142, i64 0}
!266 = !DILocation(line: 29, column: 24, scope: !254, inlinedAt: !260)
!267 = !DILocation(line: 29, column: 5, scope: !254, inlinedAt: !260)
!268 = !DILocation(line: 30, column: 17, scope: !254, inlinedAt: !260)
!269 = !DILocation(line: 30, column: 13, scope: !254, inlinedAt: !260)
!270 = !{!265, !265, i64 0}
!271 = !DILocation(line: 29, column: 12, scope: !254, inlinedAt: !260)
!272 = distinct !{!272, !267, !273, !221, !222}
!273 = !DILocation(line: 30, column: 41, scope: !254, inlinedAt: !260)
!274 = !DILocation(line: 0, scope: !109)
!275 = !DILocation(line: 148, column: 34, scope: !109)
!276 = !DILocation(line: 148, column: 9, scope: !109)
!277 = !DILocation(line: 149, column: 13, scope: !109)
!278 = !DILocation(line: 150, column: 36, scope: !279)
!279 = distinct !DILexicalBlock(scope: !109, file: !2, line: 149, column: 13)
!280 = !{!264, !141, i64 4}
!281 = !DILocation(line: 150, column: 13, scope: !279)
!282 = !DILocation(line: 151, column: 9, scope: !109)
!283 = !DILocation(line: 146, column: 33, scope: !110)
!284 = !DILocation(line: 146, column: 23, scope: !110)
!285 = distinct !{!285, !236, !286, !221, !222}
!286 = !DILocation(line: 152, column: 5, scope: !107)
!287 = !DILocation(line: 0, scope: !126, inlinedAt: !288)
!288 = distinct !DILocation(line: 156, column: 5, scope: !85)
!289 = !DILocation(line: 110, column: 5, scope: !126, inlinedAt: !288)
!290 = !DILocation(line: 110, column: 9, scope: !126, inlinedAt: !288)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 111, column: 54, scope: !126, inlinedAt: !288)
!293 = !DILocation(line: 111, column: 63, scope: !126, inlinedAt: !288)
!294 = !DILocation(line: 112, column: 12, scope: !126, inlinedAt: !288)
!295 = !DILocation(line: 111, column: 5, scope: !126, inlinedAt: !288)
!296 = !DILocation(line: 113, column: 5, scope: !126, inlinedAt: !288)
!297 = !DILocation(line: 114, column: 5, scope: !126, inlinedAt: !288)
!298 = !DILocation(line: 115, column: 1, scope: !126, inlinedAt: !288)
!299 = !DILocation(line: 157, column: 5, scope: !85)
!300 = !DILocation(line: 158, column: 5, scope: !85)
!301 = !DILocation(line: 155, column: 13, scope: !302)
!302 = distinct !DILexicalBlock(scope: !112, file: !2, line: 154, column: 5)
!303 = !DILocation(line: 154, column: 33, scope: !302)
!304 = !DILocation(line: 154, column: 23, scope: !302)
!305 = distinct !{!305, !252, !306, !221, !222}
!306 = !DILocation(line: 155, column: 24, scope: !112)
!307 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 12, type: !255, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !308)
!308 = !{!309, !310}
!309 = !DILocalVariable(name: "t", arg: 1, scope: !307, file: !2, line: 12, type: !89)
!310 = !DILocalVariable(name: "key", arg: 2, scope: !307, file: !2, line: 12, type: !73)
!311 = !DILocation(line: 0, scope: !307)
!312 = !DILocation(line: 13, column: 10, scope: !313)
!313 = distinct !DILexicalBlock(scope: !307, file: !2, line: 13, column: 9)
!314 = !DILocation(line: 13, column: 9, scope: !307)
!315 = !DILocation(line: 14, column: 13, scope: !316)
!316 = distinct !DILexicalBlock(scope: !313, file: !2, line: 13, column: 13)
!317 = !DILocation(line: 15, column: 16, scope: !316)
!318 = !DILocation(line: 16, column: 12, scope: !316)
!319 = !DILocation(line: 16, column: 18, scope: !316)
!320 = !DILocation(line: 17, column: 9, scope: !316)
!321 = !DILocation(line: 19, column: 18, scope: !322)
!322 = distinct !DILexicalBlock(scope: !307, file: !2, line: 19, column: 9)
!323 = !DILocation(line: 19, column: 13, scope: !322)
!324 = !DILocation(line: 19, column: 9, scope: !307)
!325 = !DILocation(line: 26, column: 1, scope: !307)
!326 = !DILocation(line: 20, column: 29, scope: !322)
!327 = !{!264, !265, i64 8}
!328 = !DILocation(line: 20, column: 19, scope: !322)
!329 = !DILocation(line: 20, column: 17, scope: !322)
!330 = !DILocation(line: 21, column: 18, scope: !331)
!331 = distinct !DILexicalBlock(scope: !322, file: !2, line: 21, column: 14)
!332 = !DILocation(line: 21, column: 14, scope: !322)
!333 = !DILocation(line: 22, column: 30, scope: !331)
!334 = !{!264, !265, i64 16}
!335 = !DILocation(line: 22, column: 20, scope: !331)
!336 = !DILocation(line: 22, column: 18, scope: !331)
!337 = !DILocation(line: 24, column: 12, scope: !331)
!338 = !DILocation(line: 24, column: 17, scope: !331)
!339 = !DISubprogram(name: "printf", scope: !340, file: !340, line: 356, type: !341, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!341 = !DISubroutineType(types: !342)
!342 = !{!73, !343, null}
!343 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!344 = distinct !DISubprogram(name: "preorder", scope: !2, file: !2, line: 75, type: !345, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !131}
!347 = !{!348}
!348 = !DILocalVariable(name: "t", arg: 1, scope: !344, file: !2, line: 75, type: !131)
!349 = !DILocation(line: 0, scope: !344)
!350 = !DILocation(line: 76, column: 10, scope: !351)
!351 = distinct !DILexicalBlock(scope: !344, file: !2, line: 76, column: 9)
!352 = !DILocation(line: 76, column: 9, scope: !344)
!353 = !DILocation(line: 78, column: 22, scope: !344)
!354 = !DILocation(line: 78, column: 5, scope: !344)
!355 = !DILocation(line: 79, column: 17, scope: !344)
!356 = !DILocation(line: 79, column: 5, scope: !344)
!357 = !DILocation(line: 80, column: 17, scope: !344)
!358 = !DILocation(line: 80, column: 5, scope: !344)
!359 = !DILocation(line: 81, column: 1, scope: !344)
!360 = distinct !DISubprogram(name: "delete", scope: !2, file: !2, line: 34, type: !255, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !361)
!361 = !{!362, !363, !364, !369}
!362 = !DILocalVariable(name: "t", arg: 1, scope: !360, file: !2, line: 34, type: !89)
!363 = !DILocalVariable(name: "key", arg: 2, scope: !360, file: !2, line: 34, type: !73)
!364 = !DILocalVariable(name: "child", scope: !365, file: !2, line: 42, type: !89)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 41, column: 39)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 41, column: 16)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 39, column: 16)
!368 = distinct !DILexicalBlock(scope: !360, file: !2, line: 37, column: 9)
!369 = !DILocalVariable(name: "succ", scope: !370, file: !2, line: 46, type: !89)
!370 = distinct !DILexicalBlock(scope: !366, file: !2, line: 45, column: 12)
!371 = !DILocation(line: 0, scope: !360)
!372 = !DILocation(line: 35, column: 10, scope: !373)
!373 = distinct !DILexicalBlock(scope: !360, file: !2, line: 35, column: 9)
!374 = !DILocation(line: 35, column: 9, scope: !360)
!375 = !DILocation(line: 37, column: 18, scope: !368)
!376 = !DILocation(line: 37, column: 13, scope: !368)
!377 = !DILocation(line: 37, column: 9, scope: !360)
!378 = !DILocation(line: 54, column: 1, scope: !360)
!379 = !DILocation(line: 38, column: 29, scope: !380)
!380 = distinct !DILexicalBlock(scope: !368, file: !2, line: 37, column: 23)
!381 = !DILocation(line: 38, column: 19, scope: !380)
!382 = !DILocation(line: 38, column: 17, scope: !380)
!383 = !DILocation(line: 39, column: 20, scope: !367)
!384 = !DILocation(line: 39, column: 16, scope: !368)
!385 = !DILocation(line: 40, column: 30, scope: !386)
!386 = distinct !DILexicalBlock(scope: !367, file: !2, line: 39, column: 30)
!387 = !DILocation(line: 40, column: 20, scope: !386)
!388 = !DILocation(line: 40, column: 18, scope: !386)
!389 = !DILocation(line: 41, column: 20, scope: !366)
!390 = !DILocation(line: 41, column: 17, scope: !366)
!391 = !DILocation(line: 41, column: 25, scope: !366)
!392 = !DILocation(line: 41, column: 32, scope: !366)
!393 = !DILocation(line: 41, column: 29, scope: !366)
!394 = !DILocation(line: 41, column: 16, scope: !367)
!395 = !DILocation(line: 42, column: 30, scope: !365)
!396 = !DILocation(line: 42, column: 53, scope: !365)
!397 = !DILocation(line: 0, scope: !365)
!398 = !DILocation(line: 43, column: 9, scope: !365)
!399 = !DILocation(line: 0, scope: !370)
!400 = !DILocation(line: 47, column: 22, scope: !370)
!401 = !DILocation(line: 47, column: 9, scope: !370)
!402 = distinct !{!402, !401, !403, !221, !222}
!403 = !DILocation(line: 48, column: 26, scope: !370)
!404 = !DILocation(line: 49, column: 24, scope: !370)
!405 = !DILocation(line: 49, column: 16, scope: !370)
!406 = !DILocation(line: 50, column: 26, scope: !370)
!407 = !DILocation(line: 50, column: 12, scope: !370)
!408 = !DILocation(line: 50, column: 18, scope: !370)
!409 = !DILocation(line: 51, column: 43, scope: !370)
!410 = !DILocation(line: 51, column: 20, scope: !370)
!411 = !DILocation(line: 51, column: 18, scope: !370)
!412 = distinct !DISubprogram(name: "free_tree", scope: !2, file: !2, line: 101, type: !413, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !415)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !89}
!415 = !{!416}
!416 = !DILocalVariable(name: "t", arg: 1, scope: !412, file: !2, line: 101, type: !89)
!417 = !DILocation(line: 0, scope: !412)
!418 = !DILocation(line: 102, column: 10, scope: !419)
!419 = distinct !DILexicalBlock(scope: !412, file: !2, line: 102, column: 9)
!420 = !DILocation(line: 102, column: 9, scope: !412)
!421 = !DILocation(line: 107, column: 1, scope: !412)
!422 = !DILocation(line: 104, column: 18, scope: !412)
!423 = !DILocation(line: 104, column: 5, scope: !412)
!424 = !DILocation(line: 105, column: 18, scope: !412)
!425 = !DILocation(line: 105, column: 5, scope: !412)
!426 = !DILocation(line: 106, column: 5, scope: !412)
!427 = distinct !DISubprogram(name: "range_count", scope: !2, file: !2, line: 83, type: !428, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !430)
!428 = !DISubroutineType(types: !429)
!429 = !{!73, !131, !73, !73}
!430 = !{!431, !432, !433}
!431 = !DILocalVariable(name: "t", arg: 1, scope: !427, file: !2, line: 83, type: !131)
!432 = !DILocalVariable(name: "lo", arg: 2, scope: !427, file: !2, line: 83, type: !73)
!433 = !DILocalVariable(name: "hi", arg: 3, scope: !427, file: !2, line: 83, type: !73)
!434 = !DILocation(line: 0, scope: !427)
!435 = !DILocation(line: 84, column: 10, scope: !436)
!436 = distinct !DILexicalBlock(scope: !427, file: !2, line: 84, column: 9)
!437 = !DILocation(line: 84, column: 9, scope: !427)
!438 = !DILocation(line: 86, column: 12, scope: !439)
!439 = distinct !DILexicalBlock(scope: !427, file: !2, line: 86, column: 9)
!440 = !DILocation(line: 86, column: 16, scope: !439)
!441 = !DILocation(line: 86, column: 9, scope: !427)
!442 = !DILocation(line: 87, column: 31, scope: !439)
!443 = !DILocation(line: 87, column: 16, scope: !439)
!444 = !DILocation(line: 88, column: 16, scope: !445)
!445 = distinct !DILexicalBlock(scope: !427, file: !2, line: 88, column: 9)
!446 = !DILocation(line: 88, column: 9, scope: !427)
!447 = !DILocation(line: 90, column: 14, scope: !427)
!448 = !DILocation(line: 90, column: 62, scope: !427)
!449 = !DILocation(line: 90, column: 45, scope: !427)
!450 = !DILocation(line: 90, column: 47, scope: !427)
!451 = !DILocation(line: 91, column: 1, scope: !427)
!452 = !DISubprogram(name: "calloc", scope: !453, file: !453, line: 556, type: !454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!454 = !DISubroutineType(types: !455)
!455 = !{!456, !457, !457}
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !458, line: 18, baseType: !459)
!458 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!459 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!460 = distinct !DISubprogram(name: "size", scope: !2, file: !2, line: 63, type: !461, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !463)
!461 = !DISubroutineType(types: !462)
!462 = !{!73, !131}
!463 = !{!464}
!464 = !DILocalVariable(name: "t", arg: 1, scope: !460, file: !2, line: 63, type: !131)
!465 = !DILocation(line: 0, scope: !460)
!466 = !DILocation(line: 63, column: 48, scope: !460)
!467 = !DILocation(line: 63, column: 64, scope: !460)
!468 = !DILocation(line: 63, column: 56, scope: !460)
!469 = !DILocation(line: 63, column: 54, scope: !460)
!470 = !DILocation(line: 63, column: 80, scope: !460)
!471 = !DILocation(line: 63, column: 70, scope: !460)
!472 = !DILocation(line: 63, column: 72, scope: !460)
!473 = !DILocation(line: 63, column: 41, scope: !460)
!474 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 56, type: !461, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !475)
!475 = !{!476, !477, !478}
!476 = !DILocalVariable(name: "t", arg: 1, scope: !474, file: !2, line: 56, type: !131)
!477 = !DILocalVariable(name: "l", scope: !474, file: !2, line: 59, type: !73)
!478 = !DILocalVariable(name: "r", scope: !474, file: !2, line: 59, type: !73)
!479 = !DILocation(line: 0, scope: !474)
!480 = !DILocation(line: 57, column: 10, scope: !481)
!481 = distinct !DILexicalBlock(scope: !474, file: !2, line: 57, column: 9)
!482 = !DILocation(line: 57, column: 9, scope: !474)
!483 = !DILocation(line: 61, column: 1, scope: !474)
!484 = !DILocation(line: 59, column: 23, scope: !474)
!485 = !DILocation(line: 59, column: 13, scope: !474)
!486 = !DILocation(line: 59, column: 44, scope: !474)
!487 = !DILocation(line: 59, column: 34, scope: !474)
!488 = !DILocation(line: 60, column: 17, scope: !474)
!489 = !DILocation(line: 60, column: 14, scope: !474)
!490 = distinct !DISubprogram(name: "is_bst", scope: !2, file: !2, line: 93, type: !491, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !494)
!491 = !DISubroutineType(types: !492)
!492 = !{!73, !131, !493, !493}
!493 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!494 = !{!495, !496, !497}
!495 = !DILocalVariable(name: "t", arg: 1, scope: !490, file: !2, line: 93, type: !131)
!496 = !DILocalVariable(name: "lo", arg: 2, scope: !490, file: !2, line: 93, type: !493)
!497 = !DILocalVariable(name: "hi", arg: 3, scope: !490, file: !2, line: 93, type: !493)
!498 = !DILocation(line: 0, scope: !490)
!499 = !DILocation(line: 94, column: 10, scope: !500)
!500 = distinct !DILexicalBlock(scope: !490, file: !2, line: 94, column: 9)
!501 = !DILocation(line: 94, column: 9, scope: !490)
!502 = !DILocation(line: 96, column: 12, scope: !503)
!503 = distinct !DILexicalBlock(scope: !490, file: !2, line: 96, column: 9)
!504 = !DILocation(line: 96, column: 9, scope: !503)
!505 = !DILocation(line: 96, column: 16, scope: !503)
!506 = !DILocation(line: 96, column: 22, scope: !503)
!507 = !DILocation(line: 98, column: 22, scope: !490)
!508 = !DILocation(line: 98, column: 12, scope: !490)
!509 = !DILocation(line: 98, column: 40, scope: !490)
!510 = !DILocation(line: 98, column: 53, scope: !490)
!511 = !DILocation(line: 98, column: 43, scope: !490)
!512 = !DILocation(line: 99, column: 1, scope: !490)
!513 = distinct !DISubprogram(name: "inorder", scope: !2, file: !2, line: 65, type: !514, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !517)
!514 = !DISubroutineType(types: !515)
!515 = !{null, !131, !516}
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!517 = !{!518, !519}
!518 = !DILocalVariable(name: "t", arg: 1, scope: !513, file: !2, line: 65, type: !131)
!519 = !DILocalVariable(name: "printed", arg: 2, scope: !513, file: !2, line: 65, type: !516)
!520 = !DILocation(line: 0, scope: !513)
!521 = !DILocation(line: 66, column: 10, scope: !522)
!522 = distinct !DILexicalBlock(scope: !513, file: !2, line: 66, column: 9)
!523 = !DILocation(line: 66, column: 9, scope: !513)
!524 = !DILocation(line: 68, column: 16, scope: !513)
!525 = !DILocation(line: 68, column: 5, scope: !513)
!526 = !DILocation(line: 69, column: 9, scope: !527)
!527 = distinct !DILexicalBlock(scope: !513, file: !2, line: 69, column: 9)
!528 = !DILocation(line: 69, column: 18, scope: !527)
!529 = !DILocation(line: 69, column: 9, scope: !513)
!530 = !DILocation(line: 70, column: 28, scope: !527)
!531 = !DILocation(line: 70, column: 36, scope: !527)
!532 = !DILocation(line: 70, column: 42, scope: !527)
!533 = !DILocation(line: 70, column: 33, scope: !527)
!534 = !DILocation(line: 70, column: 9, scope: !527)
!535 = !DILocation(line: 71, column: 15, scope: !513)
!536 = !DILocation(line: 72, column: 16, scope: !513)
!537 = !DILocation(line: 72, column: 5, scope: !513)
!538 = !DILocation(line: 73, column: 1, scope: !513)
!539 = !DISubprogram(name: "free", scope: !453, file: !453, line: 568, type: !540, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!540 = !DISubroutineType(types: !541)
!541 = !{null, !456}
