; ModuleID = 'goto_cleanup.c'
source_filename = "goto_cleanup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"process fail_at=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"  rc=%d out=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"pair for %d: [%d]=%d [%d]=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"no pair for %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"new record: %llu takes %u steps\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"acc=%d\0A\00", align 1, !dbg !27
@str = private unnamed_addr constant [10 x i8] c"  freed c\00", align 1
@str.9 = private unnamed_addr constant [10 x i8] c"  freed b\00", align 1
@str.10 = private unnamed_addr constant [10 x i8] c"  freed a\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 5) i32 @main() local_unnamed_addr #0 !dbg !55 {
    #dbg_assign(i1 undef, !67, !DIExpression(), !88, ptr poison, !DIExpression(), !89)
    #dbg_value(i32 0, !60, !DIExpression(), !90)
    #dbg_value(i32 0, !60, !DIExpression(), !90)
    #dbg_value(i64 -1, !62, !DIExpression(), !91)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0), !dbg !92
    #dbg_value(i32 100, !93, !DIExpression(), !113)
    #dbg_value(i32 0, !99, !DIExpression(), !113)
    #dbg_value(ptr undef, !100, !DIExpression(), !113)
    #dbg_value(i32 -1, !101, !DIExpression(), !113)
    #dbg_value(ptr null, !102, !DIExpression(), !113)
    #dbg_value(ptr null, !104, !DIExpression(), !113)
    #dbg_value(ptr null, !105, !DIExpression(), !113)
  %2 = tail call noalias dereferenceable_or_null(100) ptr @malloc(i64 noundef 100) #6, !dbg !115
    #dbg_value(ptr %2, !102, !DIExpression(), !113)
  %3 = icmp eq ptr %2, null, !dbg !116
  br i1 %3, label %55, label %4, !dbg !118

4:                                                ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %2, i8 1, i64 100, i1 false), !dbg !119
  %5 = tail call noalias dereferenceable_or_null(200) ptr @malloc(i64 noundef 200) #6, !dbg !120
    #dbg_value(ptr %5, !104, !DIExpression(), !113)
  %6 = icmp eq ptr %5, null, !dbg !121
  br i1 %6, label %51, label %7, !dbg !123

7:                                                ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200) %5, i8 2, i64 200, i1 false), !dbg !124
  %8 = tail call noalias dereferenceable_or_null(300) ptr @malloc(i64 noundef 300) #6, !dbg !125
    #dbg_value(ptr %8, !105, !DIExpression(), !113)
  %9 = icmp eq ptr %8, null, !dbg !126
  br i1 %9, label %47, label %10, !dbg !128

10:                                               ; preds = %7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(300) %8, i8 3, i64 300, i1 false), !dbg !129
  br label %11, !dbg !130

11:                                               ; preds = %11, %10
  %12 = phi i64 [ 0, %10 ], [ %43, %11 ]
  %13 = phi i64 [ 0, %10 ], [ %42, %11 ]
    #dbg_value(i64 %12, !107, !DIExpression(), !131)
    #dbg_value(i64 %13, !106, !DIExpression(), !113)
  %14 = getelementptr inbounds i8, ptr %2, i64 %12, !dbg !132
  %15 = load i8, ptr %14, align 1, !dbg !132, !tbaa !134
  %16 = sext i8 %15 to i64, !dbg !132
  %17 = shl nuw nsw i64 %12, 1, !dbg !137
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !138
  %19 = load i8, ptr %18, align 1, !dbg !138, !tbaa !134
  %20 = sext i8 %19 to i64, !dbg !138
  %21 = mul nuw nsw i64 %12, 3, !dbg !139
  %22 = getelementptr inbounds i8, ptr %8, i64 %21, !dbg !140
  %23 = load i8, ptr %22, align 1, !dbg !140, !tbaa !134
  %24 = sext i8 %23 to i64, !dbg !140
  %25 = add i64 %13, %16, !dbg !141
  %26 = add i64 %25, %20, !dbg !142
  %27 = add i64 %26, %24, !dbg !143
    #dbg_value(i64 %27, !106, !DIExpression(), !113)
  %28 = or disjoint i64 %12, 1, !dbg !144
    #dbg_value(i64 %28, !107, !DIExpression(), !131)
  %29 = getelementptr inbounds i8, ptr %2, i64 %28, !dbg !132
  %30 = load i8, ptr %29, align 1, !dbg !132, !tbaa !134
  %31 = sext i8 %30 to i64, !dbg !132
  %32 = shl nuw nsw i64 %28, 1, !dbg !137
  %33 = getelementptr inbounds i8, ptr %5, i64 %32, !dbg !138
  %34 = load i8, ptr %33, align 1, !dbg !138, !tbaa !134
  %35 = sext i8 %34 to i64, !dbg !138
  %36 = mul nuw nsw i64 %28, 3, !dbg !139
  %37 = getelementptr inbounds i8, ptr %8, i64 %36, !dbg !140
  %38 = load i8, ptr %37, align 1, !dbg !140, !tbaa !134
  %39 = sext i8 %38 to i64, !dbg !140
  %40 = add i64 %27, %31, !dbg !141
  %41 = add i64 %40, %35, !dbg !142
  %42 = add i64 %41, %39, !dbg !143
    #dbg_value(i64 %42, !106, !DIExpression(), !113)
  %43 = add nuw nsw i64 %12, 2, !dbg !144
    #dbg_value(i64 %43, !107, !DIExpression(), !131)
  %44 = icmp eq i64 %43, 100, !dbg !145
  br i1 %44, label %45, label %11, !dbg !130, !llvm.loop !146

45:                                               ; preds = %11
    #dbg_value(i64 %42, !62, !DIExpression(), !91)
    #dbg_value(i32 0, !101, !DIExpression(), !113)
    #dbg_label(!109, !149)
  tail call void @free(ptr noundef nonnull %8) #7, !dbg !150
  %46 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !151
  br label %47, !dbg !151

47:                                               ; preds = %45, %7
  %48 = phi i64 [ -1, %7 ], [ %42, %45 ], !dbg !152
  %49 = phi i32 [ -1, %7 ], [ 0, %45 ], !dbg !153
    #dbg_value(i64 %48, !62, !DIExpression(), !91)
    #dbg_value(i32 %49, !101, !DIExpression(), !113)
    #dbg_label(!110, !154)
  tail call void @free(ptr noundef nonnull %5) #7, !dbg !155
  %50 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9), !dbg !156
  br label %51, !dbg !156

51:                                               ; preds = %47, %4
  %52 = phi i64 [ -1, %4 ], [ %48, %47 ], !dbg !152
  %53 = phi i32 [ -1, %4 ], [ %49, %47 ], !dbg !153
    #dbg_value(i64 %52, !62, !DIExpression(), !91)
    #dbg_value(i32 %53, !101, !DIExpression(), !113)
    #dbg_label(!111, !157)
  tail call void @free(ptr noundef nonnull %2) #7, !dbg !158
  %54 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10), !dbg !159
  br label %55, !dbg !159

55:                                               ; preds = %0, %51
  %56 = phi i64 [ -1, %0 ], [ %52, %51 ], !dbg !152
  %57 = phi i32 [ -1, %0 ], [ %53, %51 ], !dbg !153
    #dbg_value(i64 %56, !62, !DIExpression(), !91)
    #dbg_value(i32 %57, !101, !DIExpression(), !113)
    #dbg_label(!112, !160)
    #dbg_value(i32 %57, !66, !DIExpression(), !91)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %57, i64 noundef %56), !dbg !161
    #dbg_value(i32 1, !60, !DIExpression(), !90)
    #dbg_value(i64 -1, !62, !DIExpression(), !91)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !92
    #dbg_value(i32 100, !93, !DIExpression(), !113)
    #dbg_value(i32 1, !99, !DIExpression(), !113)
    #dbg_value(ptr undef, !100, !DIExpression(), !113)
    #dbg_value(ptr null, !104, !DIExpression(), !113)
    #dbg_value(ptr null, !105, !DIExpression(), !113)
    #dbg_value(ptr poison, !102, !DIExpression(), !113)
    #dbg_value(i32 -1, !101, !DIExpression(), !113)
    #dbg_label(!111, !157)
  %60 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10), !dbg !159
    #dbg_label(!112, !160)
    #dbg_value(i32 -1, !66, !DIExpression(), !91)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i64 noundef -1), !dbg !161
    #dbg_value(i32 2, !60, !DIExpression(), !90)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2), !dbg !92
    #dbg_value(i32 2, !99, !DIExpression(), !113)
    #dbg_value(ptr poison, !104, !DIExpression(), !113)
    #dbg_label(!110, !154)
  %63 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9), !dbg !156
    #dbg_label(!111, !157)
  %64 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10), !dbg !159
    #dbg_label(!112, !160)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i64 noundef -1), !dbg !161
    #dbg_value(i32 3, !60, !DIExpression(), !90)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3), !dbg !92
    #dbg_value(i32 3, !99, !DIExpression(), !113)
    #dbg_value(ptr poison, !105, !DIExpression(), !113)
    #dbg_label(!109, !149)
  %67 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !151
    #dbg_label(!110, !154)
  %68 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9), !dbg !156
    #dbg_label(!111, !157)
  %69 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10), !dbg !159
    #dbg_label(!112, !160)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i64 noundef -1), !dbg !161
    #dbg_value(i32 4, !60, !DIExpression(), !90)
    #dbg_value(i32 0, !69, !DIExpression(), !162)
    #dbg_value(i32 -1, !74, !DIExpression(), !163)
    #dbg_value(i32 -1, !71, !DIExpression(), !163)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !164
    #dbg_value(i32 6, !69, !DIExpression(), !162)
    #dbg_value(i32 3, !74, !DIExpression(), !163)
    #dbg_value(i32 0, !71, !DIExpression(), !163)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef 0, i32 noundef 8, i32 noundef 3, i32 noundef -2), !dbg !166
    #dbg_value(i32 12, !69, !DIExpression(), !162)
    #dbg_value(i32 2, !71, !DIExpression(), !163)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12, i32 noundef 2, i32 noundef 14, i32 noundef 3, i32 noundef -2), !dbg !166
    #dbg_value(i32 18, !69, !DIExpression(), !162)
    #dbg_value(i32 7, !74, !DIExpression(), !163)
    #dbg_value(i32 4, !71, !DIExpression(), !163)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 18, i32 noundef 4, i32 noundef 7, i32 noundef 7, i32 noundef 11), !dbg !166
    #dbg_value(i32 24, !69, !DIExpression(), !162)
    #dbg_value(i32 5, !74, !DIExpression(), !163)
    #dbg_value(i32 1, !71, !DIExpression(), !163)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24, i32 noundef 1, i32 noundef 3, i32 noundef 5, i32 noundef 21), !dbg !166
    #dbg_value(i32 30, !69, !DIExpression(), !162)
    #dbg_value(i32 -1, !74, !DIExpression(), !163)
    #dbg_value(i32 -1, !71, !DIExpression(), !163)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 30), !dbg !164
    #dbg_value(i32 36, !69, !DIExpression(), !162)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 36), !dbg !164
    #dbg_value(i32 42, !69, !DIExpression(), !162)
  br label %82, !dbg !167

78:                                               ; preds = %101
    #dbg_value(i32 poison, !85, !DIExpression(), !89)
    #dbg_value(i32 undef, !84, !DIExpression(), !89)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 147), !dbg !168
  %80 = icmp ugt i32 %102, 100, !dbg !169
  %81 = select i1 %80, i32 4, i32 0, !dbg !170
  ret i32 %81, !dbg !171

82:                                               ; preds = %55, %101
  %83 = phi i64 [ %103, %101 ], [ 1, %55 ]
  %84 = phi i32 [ %102, %101 ], [ 0, %55 ]
    #dbg_value(i64 %83, !79, !DIExpression(), !172)
    #dbg_value(i32 %84, !75, !DIExpression(), !89)
    #dbg_value(i64 %83, !173, !DIExpression(), !181)
    #dbg_value(i32 0, !178, !DIExpression(), !181)
    #dbg_label(!179, !183)
  %85 = icmp eq i64 %83, 1, !dbg !184
  br i1 %85, label %101, label %86, !dbg !186

86:                                               ; preds = %82, %86
  %87 = phi i32 [ %95, %86 ], [ 0, %82 ]
  %88 = phi i64 [ %94, %86 ], [ %83, %82 ]
    #dbg_value(i32 %87, !178, !DIExpression(), !181)
    #dbg_value(i64 %88, !173, !DIExpression(), !181)
  %89 = and i64 %88, 1, !dbg !187
  %90 = icmp eq i64 %89, 0, !dbg !187
  %91 = mul i64 %88, 3, !dbg !189
  %92 = add i64 %91, 1, !dbg !189
  %93 = lshr exact i64 %88, 1, !dbg !189
  %94 = select i1 %90, i64 %93, i64 %92, !dbg !189
    #dbg_value(i64 %94, !173, !DIExpression(), !181)
  %95 = add i32 %87, 1, !dbg !190
    #dbg_value(i32 %95, !178, !DIExpression(), !181)
    #dbg_label(!179, !183)
  %96 = icmp eq i64 %94, 1, !dbg !184
  br i1 %96, label %97, label %86, !dbg !186

97:                                               ; preds = %86
    #dbg_label(!180, !191)
    #dbg_value(i32 %95, !81, !DIExpression(), !192)
  %98 = icmp ugt i32 %95, %84, !dbg !193
  br i1 %98, label %99, label %101, !dbg !195

99:                                               ; preds = %97
    #dbg_value(i32 %95, !75, !DIExpression(), !89)
    #dbg_value(i64 %83, !77, !DIExpression(), !89)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %83, i32 noundef %95), !dbg !196
  br label %101, !dbg !198

101:                                              ; preds = %82, %99, %97
  %102 = phi i32 [ %95, %99 ], [ %84, %97 ], [ %84, %82 ], !dbg !89
    #dbg_value(i32 %102, !75, !DIExpression(), !89)
  %103 = add nuw nsw i64 %83, 1, !dbg !199
    #dbg_value(i64 %103, !79, !DIExpression(), !172)
  %104 = icmp eq i64 %103, 3000, !dbg !200
  br i1 %104, label %78, label %82, !dbg !167, !llvm.loop !201
}

; Function Attrs: nofree nounwind
declare !dbg !203 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !210 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !215 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "goto_cleanup.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d81ad57277a4a004c21827d8aac4d95b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !37, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 18, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!0, !7, !12, !17, !22, !27, !38, !43, !45}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 11)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !40, isLocal: true, isDefinition: true)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 74, type: !56, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58}
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{!60, !62, !66, !67, !69, !71, !74, !75, !77, !79, !81, !84, !85, !86, !87}
!60 = !DILocalVariable(name: "f", scope: !61, file: !2, line: 75, type: !58)
!61 = distinct !DILexicalBlock(scope: !55, file: !2, line: 75, column: 5)
!62 = !DILocalVariable(name: "out", scope: !63, file: !2, line: 76, type: !65)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 75, column: 34)
!64 = distinct !DILexicalBlock(scope: !61, file: !2, line: 75, column: 5)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DILocalVariable(name: "rc", scope: !63, file: !2, line: 78, type: !58)
!67 = !DILocalVariable(name: "arr", scope: !55, file: !2, line: 81, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 256, elements: !30)
!69 = !DILocalVariable(name: "t", scope: !70, file: !2, line: 82, type: !58)
!70 = distinct !DILexicalBlock(scope: !55, file: !2, line: 82, column: 5)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 83, type: !58)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 82, column: 37)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 82, column: 5)
!74 = !DILocalVariable(name: "j", scope: !72, file: !2, line: 83, type: !58)
!75 = !DILocalVariable(name: "best", scope: !55, file: !2, line: 89, type: !76)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DILocalVariable(name: "arg", scope: !55, file: !2, line: 90, type: !78)
!78 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DILocalVariable(name: "n", scope: !80, file: !2, line: 91, type: !78)
!80 = distinct !DILexicalBlock(scope: !55, file: !2, line: 91, column: 5)
!81 = !DILocalVariable(name: "s", scope: !82, file: !2, line: 92, type: !76)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 91, column: 51)
!83 = distinct !DILexicalBlock(scope: !80, file: !2, line: 91, column: 5)
!84 = !DILocalVariable(name: "k", scope: !55, file: !2, line: 100, type: !58)
!85 = !DILocalVariable(name: "acc", scope: !55, file: !2, line: 100, type: !58)
!86 = !DILabel(scope: !55, name: "again", file: !2, line: 101)
!87 = !DILabel(scope: !55, name: "skip", file: !2, line: 105)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !55)
!90 = !DILocation(line: 0, scope: !61)
!91 = !DILocation(line: 0, scope: !63)
!92 = !DILocation(line: 77, column: 9, scope: !63)
!93 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !2, line: 7, type: !58)
!94 = distinct !DISubprogram(name: "process", scope: !2, file: !2, line: 7, type: !95, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!58, !58, !58, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!98 = !{!93, !99, !100, !101, !102, !104, !105, !106, !107, !109, !110, !111, !112}
!99 = !DILocalVariable(name: "fail_at", arg: 2, scope: !94, file: !2, line: 7, type: !58)
!100 = !DILocalVariable(name: "out", arg: 3, scope: !94, file: !2, line: 7, type: !97)
!101 = !DILocalVariable(name: "rc", scope: !94, file: !2, line: 8, type: !58)
!102 = !DILocalVariable(name: "a", scope: !94, file: !2, line: 9, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!104 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 9, type: !103)
!105 = !DILocalVariable(name: "c", scope: !94, file: !2, line: 9, type: !103)
!106 = !DILocalVariable(name: "s", scope: !94, file: !2, line: 28, type: !65)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 29, type: !58)
!108 = distinct !DILexicalBlock(scope: !94, file: !2, line: 29, column: 5)
!109 = !DILabel(scope: !94, name: "free_c", file: !2, line: 33)
!110 = !DILabel(scope: !94, name: "free_b", file: !2, line: 36)
!111 = !DILabel(scope: !94, name: "free_a", file: !2, line: 39)
!112 = !DILabel(scope: !94, name: "out", file: !2, line: 42)
!113 = !DILocation(line: 0, scope: !94, inlinedAt: !114)
!114 = distinct !DILocation(line: 78, column: 18, scope: !63)
!115 = !DILocation(line: 10, column: 9, scope: !94, inlinedAt: !114)
!116 = !DILocation(line: 11, column: 10, scope: !117, inlinedAt: !114)
!117 = distinct !DILexicalBlock(scope: !94, file: !2, line: 11, column: 9)
!118 = !DILocation(line: 11, column: 9, scope: !94, inlinedAt: !114)
!119 = !DILocation(line: 13, column: 5, scope: !94, inlinedAt: !114)
!120 = !DILocation(line: 16, column: 9, scope: !94, inlinedAt: !114)
!121 = !DILocation(line: 17, column: 10, scope: !122, inlinedAt: !114)
!122 = distinct !DILexicalBlock(scope: !94, file: !2, line: 17, column: 9)
!123 = !DILocation(line: 17, column: 9, scope: !94, inlinedAt: !114)
!124 = !DILocation(line: 19, column: 5, scope: !94, inlinedAt: !114)
!125 = !DILocation(line: 22, column: 9, scope: !94, inlinedAt: !114)
!126 = !DILocation(line: 23, column: 10, scope: !127, inlinedAt: !114)
!127 = distinct !DILexicalBlock(scope: !94, file: !2, line: 23, column: 9)
!128 = !DILocation(line: 23, column: 9, scope: !94, inlinedAt: !114)
!129 = !DILocation(line: 25, column: 5, scope: !94, inlinedAt: !114)
!130 = !DILocation(line: 29, column: 5, scope: !108, inlinedAt: !114)
!131 = !DILocation(line: 0, scope: !108, inlinedAt: !114)
!132 = !DILocation(line: 30, column: 14, scope: !133, inlinedAt: !114)
!133 = distinct !DILexicalBlock(scope: !108, file: !2, line: 29, column: 5)
!134 = !{!135, !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 30, column: 25, scope: !133, inlinedAt: !114)
!138 = !DILocation(line: 30, column: 21, scope: !133, inlinedAt: !114)
!139 = !DILocation(line: 30, column: 36, scope: !133, inlinedAt: !114)
!140 = !DILocation(line: 30, column: 32, scope: !133, inlinedAt: !114)
!141 = !DILocation(line: 30, column: 19, scope: !133, inlinedAt: !114)
!142 = !DILocation(line: 30, column: 30, scope: !133, inlinedAt: !114)
!143 = !DILocation(line: 30, column: 11, scope: !133, inlinedAt: !114)
!144 = !DILocation(line: 29, column: 29, scope: !133, inlinedAt: !114)
!145 = !DILocation(line: 29, column: 23, scope: !133, inlinedAt: !114)
!146 = distinct !{!146, !130, !147, !148}
!147 = !DILocation(line: 30, column: 39, scope: !108, inlinedAt: !114)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 33, column: 1, scope: !94, inlinedAt: !114)
!150 = !DILocation(line: 34, column: 5, scope: !94, inlinedAt: !114)
!151 = !DILocation(line: 35, column: 5, scope: !94, inlinedAt: !114)
!152 = !DILocation(line: 76, column: 14, scope: !63)
!153 = !DILocation(line: 8, column: 9, scope: !94, inlinedAt: !114)
!154 = !DILocation(line: 36, column: 1, scope: !94, inlinedAt: !114)
!155 = !DILocation(line: 37, column: 5, scope: !94, inlinedAt: !114)
!156 = !DILocation(line: 38, column: 5, scope: !94, inlinedAt: !114)
!157 = !DILocation(line: 39, column: 1, scope: !94, inlinedAt: !114)
!158 = !DILocation(line: 40, column: 5, scope: !94, inlinedAt: !114)
!159 = !DILocation(line: 41, column: 5, scope: !94, inlinedAt: !114)
!160 = !DILocation(line: 42, column: 1, scope: !94, inlinedAt: !114)
!161 = !DILocation(line: 79, column: 9, scope: !63)
!162 = !DILocation(line: 0, scope: !70)
!163 = !DILocation(line: 0, scope: !72)
!164 = !DILocation(line: 87, column: 13, scope: !165)
!165 = distinct !DILexicalBlock(scope: !72, file: !2, line: 84, column: 13)
!166 = !DILocation(line: 85, column: 13, scope: !165)
!167 = !DILocation(line: 91, column: 5, scope: !80)
!168 = !DILocation(line: 108, column: 5, scope: !55)
!169 = !DILocation(line: 109, column: 17, scope: !55)
!170 = !DILocation(line: 109, column: 12, scope: !55)
!171 = !DILocation(line: 109, column: 5, scope: !55)
!172 = !DILocation(line: 0, scope: !80)
!173 = !DILocalVariable(name: "n", arg: 1, scope: !174, file: !2, line: 59, type: !78)
!174 = distinct !DISubprogram(name: "collatz_steps", scope: !2, file: !2, line: 59, type: !175, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!76, !78}
!177 = !{!173, !178, !179, !180}
!178 = !DILocalVariable(name: "steps", scope: !174, file: !2, line: 60, type: !76)
!179 = !DILabel(scope: !174, name: "top", file: !2, line: 61)
!180 = !DILabel(scope: !174, name: "done", file: !2, line: 70)
!181 = !DILocation(line: 0, scope: !174, inlinedAt: !182)
!182 = distinct !DILocation(line: 92, column: 22, scope: !82)
!183 = !DILocation(line: 61, column: 1, scope: !174, inlinedAt: !182)
!184 = !DILocation(line: 62, column: 11, scope: !185, inlinedAt: !182)
!185 = distinct !DILexicalBlock(scope: !174, file: !2, line: 62, column: 9)
!186 = !DILocation(line: 62, column: 9, scope: !174, inlinedAt: !182)
!187 = !DILocation(line: 64, column: 11, scope: !188, inlinedAt: !182)
!188 = distinct !DILexicalBlock(scope: !174, file: !2, line: 64, column: 9)
!189 = !DILocation(line: 64, column: 9, scope: !174, inlinedAt: !182)
!190 = !DILocation(line: 68, column: 10, scope: !174, inlinedAt: !182)
!191 = !DILocation(line: 70, column: 1, scope: !174, inlinedAt: !182)
!192 = !DILocation(line: 0, scope: !82)
!193 = !DILocation(line: 93, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !82, file: !2, line: 93, column: 13)
!195 = !DILocation(line: 93, column: 13, scope: !82)
!196 = !DILocation(line: 96, column: 13, scope: !197)
!197 = distinct !DILexicalBlock(scope: !194, file: !2, line: 93, column: 23)
!198 = !DILocation(line: 97, column: 9, scope: !197)
!199 = !DILocation(line: 91, column: 47, scope: !83)
!200 = !DILocation(line: 91, column: 38, scope: !83)
!201 = distinct !{!201, !167, !202, !148}
!202 = !DILocation(line: 98, column: 5, scope: !80)
!203 = !DISubprogram(name: "printf", scope: !204, file: !204, line: 356, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!205 = !DISubroutineType(types: !206)
!206 = !{!58, !207, null}
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!210 = !DISubprogram(name: "malloc", scope: !211, file: !211, line: 553, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!212 = !DISubroutineType(types: !213)
!213 = !{!214, !34}
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!215 = !DISubprogram(name: "free", scope: !211, file: !211, line: 568, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !214}
