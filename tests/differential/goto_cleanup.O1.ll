; ModuleID = 'goto_cleanup.c'
source_filename = "goto_cleanup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"process fail_at=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"  rc=%d out=%ld\0A\00", align 1, !dbg !7
@__const.main.arr = private unnamed_addr constant [8 x i32] [i32 8, i32 3, i32 14, i32 -2, i32 7, i32 21, i32 5, i32 11], align 16
@.str.2 = private unnamed_addr constant [30 x i8] c"pair for %d: [%d]=%d [%d]=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"no pair for %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"new record: %llu takes %u steps\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"acc=%d\0A\00", align 1, !dbg !27
@str = private unnamed_addr constant [10 x i8] c"  freed c\00", align 1
@str.9 = private unnamed_addr constant [10 x i8] c"  freed b\00", align 1
@str.10 = private unnamed_addr constant [10 x i8] c"  freed a\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 5) i32 @main() local_unnamed_addr #0 !dbg !55 {
    #dbg_assign(i1 undef, !67, !DIExpression(), !88, ptr @__const.main.arr, !DIExpression(), !89)
    #dbg_value(i32 0, !60, !DIExpression(), !90)
  br label %1, !dbg !91

1:                                                ; preds = %0, %49
  %2 = phi i32 [ 0, %0 ], [ %53, %49 ]
    #dbg_value(i32 %2, !60, !DIExpression(), !90)
    #dbg_value(i64 -1, !62, !DIExpression(), !92)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !93
    #dbg_value(i32 100, !94, !DIExpression(), !114)
    #dbg_value(i32 %2, !100, !DIExpression(), !114)
    #dbg_value(ptr undef, !101, !DIExpression(), !114)
    #dbg_value(i32 -1, !102, !DIExpression(), !114)
    #dbg_value(ptr null, !103, !DIExpression(), !114)
    #dbg_value(ptr null, !105, !DIExpression(), !114)
    #dbg_value(ptr null, !106, !DIExpression(), !114)
  %4 = tail call noalias dereferenceable_or_null(100) ptr @malloc(i64 noundef 100) #6, !dbg !116
    #dbg_value(ptr %4, !103, !DIExpression(), !114)
  %5 = icmp eq ptr %4, null, !dbg !117
  br i1 %5, label %49, label %6, !dbg !119

6:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %4, i8 1, i64 100, i1 false), !dbg !120
  %7 = icmp eq i32 %2, 1, !dbg !121
  br i1 %7, label %45, label %8, !dbg !123

8:                                                ; preds = %6
  %9 = tail call noalias dereferenceable_or_null(200) ptr @malloc(i64 noundef 200) #6, !dbg !124
    #dbg_value(ptr %9, !105, !DIExpression(), !114)
  %10 = icmp eq ptr %9, null, !dbg !125
  br i1 %10, label %45, label %11, !dbg !127

11:                                               ; preds = %8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200) %9, i8 2, i64 200, i1 false), !dbg !128
  %12 = icmp eq i32 %2, 2, !dbg !129
  br i1 %12, label %41, label %13, !dbg !131

13:                                               ; preds = %11
  %14 = tail call noalias dereferenceable_or_null(300) ptr @malloc(i64 noundef 300) #6, !dbg !132
    #dbg_value(ptr %14, !106, !DIExpression(), !114)
  %15 = icmp eq ptr %14, null, !dbg !133
  br i1 %15, label %41, label %16, !dbg !135

16:                                               ; preds = %13
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(300) %14, i8 3, i64 300, i1 false), !dbg !136
  %17 = icmp eq i32 %2, 3, !dbg !137
  br i1 %17, label %37, label %18, !dbg !139

18:                                               ; preds = %16, %18
  %19 = phi i64 [ %35, %18 ], [ 0, %16 ]
  %20 = phi i64 [ %34, %18 ], [ 0, %16 ]
    #dbg_value(i64 %19, !108, !DIExpression(), !140)
    #dbg_value(i64 %20, !107, !DIExpression(), !114)
  %21 = getelementptr inbounds i8, ptr %4, i64 %19, !dbg !141
  %22 = load i8, ptr %21, align 1, !dbg !141, !tbaa !143
  %23 = sext i8 %22 to i64, !dbg !141
  %24 = shl nuw nsw i64 %19, 1, !dbg !146
  %25 = getelementptr inbounds i8, ptr %9, i64 %24, !dbg !147
  %26 = load i8, ptr %25, align 1, !dbg !147, !tbaa !143
  %27 = sext i8 %26 to i64, !dbg !147
  %28 = mul nuw nsw i64 %19, 3, !dbg !148
  %29 = getelementptr inbounds i8, ptr %14, i64 %28, !dbg !149
  %30 = load i8, ptr %29, align 1, !dbg !149, !tbaa !143
  %31 = sext i8 %30 to i64, !dbg !149
  %32 = add i64 %20, %23, !dbg !150
  %33 = add i64 %32, %27, !dbg !151
  %34 = add i64 %33, %31, !dbg !152
    #dbg_value(i64 %34, !107, !DIExpression(), !114)
  %35 = add nuw nsw i64 %19, 1, !dbg !153
    #dbg_value(i64 %35, !108, !DIExpression(), !140)
  %36 = icmp eq i64 %35, 100, !dbg !154
  br i1 %36, label %37, label %18, !dbg !155, !llvm.loop !156

37:                                               ; preds = %18, %16
  %38 = phi i64 [ -1, %16 ], [ %34, %18 ], !dbg !92
  %39 = phi i32 [ -1, %16 ], [ 0, %18 ], !dbg !114
    #dbg_value(i64 %38, !62, !DIExpression(), !92)
    #dbg_value(i32 %39, !102, !DIExpression(), !114)
    #dbg_label(!110, !160)
  tail call void @free(ptr noundef %14) #7, !dbg !161
  %40 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !162
  br label %41, !dbg !162

41:                                               ; preds = %37, %13, %11
  %42 = phi i64 [ -1, %11 ], [ -1, %13 ], [ %38, %37 ], !dbg !163
  %43 = phi i32 [ -1, %11 ], [ -1, %13 ], [ %39, %37 ], !dbg !164
    #dbg_value(i64 %42, !62, !DIExpression(), !92)
    #dbg_value(i32 %43, !102, !DIExpression(), !114)
    #dbg_label(!111, !165)
  tail call void @free(ptr noundef %9) #7, !dbg !166
  %44 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9), !dbg !167
  br label %45, !dbg !167

45:                                               ; preds = %41, %8, %6
  %46 = phi i64 [ -1, %6 ], [ -1, %8 ], [ %42, %41 ], !dbg !163
  %47 = phi i32 [ -1, %6 ], [ -1, %8 ], [ %43, %41 ], !dbg !164
    #dbg_value(i64 %46, !62, !DIExpression(), !92)
    #dbg_value(i32 %47, !102, !DIExpression(), !114)
    #dbg_label(!112, !168)
  tail call void @free(ptr noundef %4) #7, !dbg !169
  %48 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10), !dbg !170
  br label %49, !dbg !170

49:                                               ; preds = %1, %45
  %50 = phi i64 [ -1, %1 ], [ %46, %45 ], !dbg !163
  %51 = phi i32 [ -1, %1 ], [ %47, %45 ], !dbg !164
    #dbg_value(i64 %50, !62, !DIExpression(), !92)
    #dbg_value(i32 %51, !102, !DIExpression(), !114)
    #dbg_label(!113, !171)
    #dbg_value(i32 %51, !66, !DIExpression(), !92)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51, i64 noundef %50), !dbg !172
  %53 = add nuw nsw i32 %2, 1, !dbg !173
    #dbg_value(i32 %53, !60, !DIExpression(), !90)
  %54 = icmp eq i32 %53, 4, !dbg !174
  br i1 %54, label %55, label %1, !dbg !91, !llvm.loop !175

55:                                               ; preds = %49, %108
  %56 = phi i32 [ %109, %108 ], [ 0, %49 ]
    #dbg_value(i32 %56, !69, !DIExpression(), !177)
  br label %57, !dbg !178

57:                                               ; preds = %55, %84
  %58 = phi i32 [ %85, %84 ], [ -1, %55 ], !dbg !199
  %59 = phi i32 [ %86, %84 ], [ -1, %55 ], !dbg !200
  %60 = phi i64 [ %63, %84 ], [ 0, %55 ]
  %61 = phi i64 [ %88, %84 ], [ 1, %55 ]
  %62 = phi i1 [ %87, %84 ], [ true, %55 ]
    #dbg_value(i32 %59, !74, !DIExpression(), !201)
    #dbg_value(i32 %58, !71, !DIExpression(), !201)
    #dbg_value(i64 %60, !192, !DIExpression(), !202)
  %63 = add nuw nsw i64 %60, 1, !dbg !203
    #dbg_value(i64 %63, !193, !DIExpression(), !204)
  %64 = icmp ugt i64 %60, 6, !dbg !205
  br i1 %64, label %84, label %65, !dbg !207

65:                                               ; preds = %57
  %66 = getelementptr inbounds i32, ptr @__const.main.arr, i64 %60
  %67 = load i32, ptr %66, align 4, !tbaa !208
    #dbg_value(i64 %61, !193, !DIExpression(), !204)
  %68 = getelementptr inbounds i32, ptr @__const.main.arr, i64 %61, !dbg !210
  %69 = load i32, ptr %68, align 4, !dbg !210, !tbaa !208
  %70 = add nsw i32 %69, %67, !dbg !212
  %71 = icmp eq i32 %70, %56, !dbg !213
  br i1 %71, label %79, label %90, !dbg !214

72:                                               ; preds = %90
    #dbg_value(i64 poison, !193, !DIExpression(), !204)
  %73 = getelementptr inbounds i32, ptr @__const.main.arr, i64 %92, !dbg !210
  %74 = load i32, ptr %73, align 4, !dbg !210, !tbaa !208
  %75 = add nsw i32 %74, %67, !dbg !212
  %76 = icmp eq i32 %75, %56, !dbg !213
  br i1 %76, label %77, label %90, !dbg !214, !llvm.loop !215

77:                                               ; preds = %72
  %78 = icmp ugt i64 %91, 6, !dbg !205
  br label %79, !dbg !217

79:                                               ; preds = %77, %65
  %80 = phi i64 [ %61, %65 ], [ %92, %77 ]
  %81 = phi i1 [ false, %65 ], [ %78, %77 ]
  %82 = trunc nuw nsw i64 %80 to i32, !dbg !217
  %83 = trunc nuw nsw i64 %60 to i32, !dbg !217
    #dbg_value(i32 %83, !71, !DIExpression(), !201)
    #dbg_value(i32 %82, !74, !DIExpression(), !201)
  br i1 %81, label %84, label %94

84:                                               ; preds = %90, %79, %57
  %85 = phi i32 [ %58, %57 ], [ %83, %79 ], [ %58, %90 ], !dbg !201
  %86 = phi i32 [ %59, %57 ], [ %82, %79 ], [ %59, %90 ], !dbg !201
    #dbg_value(i32 %86, !74, !DIExpression(), !201)
    #dbg_value(i32 %85, !71, !DIExpression(), !201)
    #dbg_value(i64 %63, !192, !DIExpression(), !202)
  %87 = icmp ult i64 %60, 7, !dbg !219
  %88 = add nuw nsw i64 %61, 1, !dbg !178
  %89 = icmp eq i64 %63, 8, !dbg !219
  br i1 %89, label %94, label %57, !dbg !178, !llvm.loop !220

90:                                               ; preds = %65, %72
  %91 = phi i64 [ %92, %72 ], [ %61, %65 ]
    #dbg_value(i64 %91, !193, !DIExpression(), !204)
  %92 = add nuw nsw i64 %91, 1, !dbg !222
    #dbg_value(i64 %92, !193, !DIExpression(), !204)
  %93 = icmp eq i64 %92, 8, !dbg !205
  br i1 %93, label %84, label %72, !dbg !207, !llvm.loop !215

94:                                               ; preds = %79, %84
  %95 = phi i32 [ %85, %84 ], [ %83, %79 ], !dbg !201
  %96 = phi i32 [ %86, %84 ], [ %82, %79 ], !dbg !201
  %97 = phi i1 [ %87, %84 ], [ %62, %79 ], !dbg !219
    #dbg_value(i32 %96, !74, !DIExpression(), !201)
    #dbg_value(i32 %95, !71, !DIExpression(), !201)
  br i1 %97, label %98, label %106, !dbg !223

98:                                               ; preds = %94
  %99 = sext i32 %95 to i64, !dbg !224
  %100 = getelementptr inbounds [8 x i32], ptr @__const.main.arr, i64 0, i64 %99, !dbg !224
  %101 = load i32, ptr %100, align 4, !dbg !224, !tbaa !208
  %102 = sext i32 %96 to i64, !dbg !225
  %103 = getelementptr inbounds [8 x i32], ptr @__const.main.arr, i64 0, i64 %102, !dbg !225
  %104 = load i32, ptr %103, align 4, !dbg !225, !tbaa !208
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56, i32 noundef %95, i32 noundef %101, i32 noundef %96, i32 noundef %104), !dbg !226
  br label %108, !dbg !226

106:                                              ; preds = %94
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %56), !dbg !227
  br label %108

108:                                              ; preds = %106, %98
  %109 = add nuw nsw i32 %56, 6, !dbg !228
    #dbg_value(i32 %109, !69, !DIExpression(), !177)
  %110 = icmp ult i32 %56, 34, !dbg !229
  br i1 %110, label %55, label %111, !dbg !230, !llvm.loop !231

111:                                              ; preds = %108, %131
  %112 = phi i64 [ %133, %131 ], [ 1, %108 ]
  %113 = phi i32 [ %132, %131 ], [ 0, %108 ]
    #dbg_value(i64 %112, !79, !DIExpression(), !233)
    #dbg_value(i32 %113, !75, !DIExpression(), !89)
    #dbg_value(i64 %112, !234, !DIExpression(), !242)
    #dbg_value(i32 0, !239, !DIExpression(), !242)
    #dbg_label(!240, !244)
  %114 = icmp eq i64 %112, 1, !dbg !245
  br i1 %114, label %126, label %115, !dbg !247

115:                                              ; preds = %111, %115
  %116 = phi i32 [ %124, %115 ], [ 0, %111 ]
  %117 = phi i64 [ %123, %115 ], [ %112, %111 ]
    #dbg_value(i32 %116, !239, !DIExpression(), !242)
    #dbg_value(i64 %117, !234, !DIExpression(), !242)
  %118 = and i64 %117, 1, !dbg !248
  %119 = icmp eq i64 %118, 0, !dbg !248
  %120 = mul i64 %117, 3, !dbg !250
  %121 = add i64 %120, 1, !dbg !250
  %122 = lshr exact i64 %117, 1, !dbg !250
  %123 = select i1 %119, i64 %122, i64 %121, !dbg !250
    #dbg_value(i64 %123, !234, !DIExpression(), !242)
  %124 = add i32 %116, 1, !dbg !251
    #dbg_value(i32 %124, !239, !DIExpression(), !242)
    #dbg_label(!240, !244)
  %125 = icmp eq i64 %123, 1, !dbg !245
  br i1 %125, label %126, label %115, !dbg !247

126:                                              ; preds = %115, %111
  %127 = phi i32 [ 0, %111 ], [ %124, %115 ], !dbg !242
    #dbg_label(!241, !252)
    #dbg_value(i32 %127, !81, !DIExpression(), !253)
  %128 = icmp ugt i32 %127, %113, !dbg !254
  br i1 %128, label %129, label %131, !dbg !256

129:                                              ; preds = %126
    #dbg_value(i32 %127, !75, !DIExpression(), !89)
    #dbg_value(i64 %112, !77, !DIExpression(), !89)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %112, i32 noundef %127), !dbg !257
  br label %131, !dbg !259

131:                                              ; preds = %129, %126
  %132 = phi i32 [ %127, %129 ], [ %113, %126 ], !dbg !89
    #dbg_value(i32 %132, !75, !DIExpression(), !89)
  %133 = add nuw nsw i64 %112, 1, !dbg !260
    #dbg_value(i64 %133, !79, !DIExpression(), !233)
  %134 = icmp eq i64 %133, 3000, !dbg !261
  br i1 %134, label %135, label %111, !dbg !262, !llvm.loop !263

135:                                              ; preds = %131
    #dbg_value(i32 poison, !85, !DIExpression(), !89)
    #dbg_value(i32 undef, !84, !DIExpression(), !89)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 147), !dbg !265
  %137 = icmp ugt i32 %132, 100, !dbg !266
  %138 = select i1 %137, i32 4, i32 0, !dbg !267
  ret i32 %138, !dbg !268
}

; Function Attrs: nofree nounwind
declare !dbg !269 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !276 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !281 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

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
!91 = !DILocation(line: 75, column: 5, scope: !61)
!92 = !DILocation(line: 0, scope: !63)
!93 = !DILocation(line: 77, column: 9, scope: !63)
!94 = !DILocalVariable(name: "n", arg: 1, scope: !95, file: !2, line: 7, type: !58)
!95 = distinct !DISubprogram(name: "process", scope: !2, file: !2, line: 7, type: !96, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!58, !58, !58, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!99 = !{!94, !100, !101, !102, !103, !105, !106, !107, !108, !110, !111, !112, !113}
!100 = !DILocalVariable(name: "fail_at", arg: 2, scope: !95, file: !2, line: 7, type: !58)
!101 = !DILocalVariable(name: "out", arg: 3, scope: !95, file: !2, line: 7, type: !98)
!102 = !DILocalVariable(name: "rc", scope: !95, file: !2, line: 8, type: !58)
!103 = !DILocalVariable(name: "a", scope: !95, file: !2, line: 9, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!105 = !DILocalVariable(name: "b", scope: !95, file: !2, line: 9, type: !104)
!106 = !DILocalVariable(name: "c", scope: !95, file: !2, line: 9, type: !104)
!107 = !DILocalVariable(name: "s", scope: !95, file: !2, line: 28, type: !65)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 29, type: !58)
!109 = distinct !DILexicalBlock(scope: !95, file: !2, line: 29, column: 5)
!110 = !DILabel(scope: !95, name: "free_c", file: !2, line: 33)
!111 = !DILabel(scope: !95, name: "free_b", file: !2, line: 36)
!112 = !DILabel(scope: !95, name: "free_a", file: !2, line: 39)
!113 = !DILabel(scope: !95, name: "out", file: !2, line: 42)
!114 = !DILocation(line: 0, scope: !95, inlinedAt: !115)
!115 = distinct !DILocation(line: 78, column: 18, scope: !63)
!116 = !DILocation(line: 10, column: 9, scope: !95, inlinedAt: !115)
!117 = !DILocation(line: 11, column: 10, scope: !118, inlinedAt: !115)
!118 = distinct !DILexicalBlock(scope: !95, file: !2, line: 11, column: 9)
!119 = !DILocation(line: 11, column: 9, scope: !95, inlinedAt: !115)
!120 = !DILocation(line: 13, column: 5, scope: !95, inlinedAt: !115)
!121 = !DILocation(line: 14, column: 17, scope: !122, inlinedAt: !115)
!122 = distinct !DILexicalBlock(scope: !95, file: !2, line: 14, column: 9)
!123 = !DILocation(line: 14, column: 9, scope: !95, inlinedAt: !115)
!124 = !DILocation(line: 16, column: 9, scope: !95, inlinedAt: !115)
!125 = !DILocation(line: 17, column: 10, scope: !126, inlinedAt: !115)
!126 = distinct !DILexicalBlock(scope: !95, file: !2, line: 17, column: 9)
!127 = !DILocation(line: 17, column: 9, scope: !95, inlinedAt: !115)
!128 = !DILocation(line: 19, column: 5, scope: !95, inlinedAt: !115)
!129 = !DILocation(line: 20, column: 17, scope: !130, inlinedAt: !115)
!130 = distinct !DILexicalBlock(scope: !95, file: !2, line: 20, column: 9)
!131 = !DILocation(line: 20, column: 9, scope: !95, inlinedAt: !115)
!132 = !DILocation(line: 22, column: 9, scope: !95, inlinedAt: !115)
!133 = !DILocation(line: 23, column: 10, scope: !134, inlinedAt: !115)
!134 = distinct !DILexicalBlock(scope: !95, file: !2, line: 23, column: 9)
!135 = !DILocation(line: 23, column: 9, scope: !95, inlinedAt: !115)
!136 = !DILocation(line: 25, column: 5, scope: !95, inlinedAt: !115)
!137 = !DILocation(line: 26, column: 17, scope: !138, inlinedAt: !115)
!138 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 9)
!139 = !DILocation(line: 26, column: 9, scope: !95, inlinedAt: !115)
!140 = !DILocation(line: 0, scope: !109, inlinedAt: !115)
!141 = !DILocation(line: 30, column: 14, scope: !142, inlinedAt: !115)
!142 = distinct !DILexicalBlock(scope: !109, file: !2, line: 29, column: 5)
!143 = !{!144, !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !DILocation(line: 30, column: 25, scope: !142, inlinedAt: !115)
!147 = !DILocation(line: 30, column: 21, scope: !142, inlinedAt: !115)
!148 = !DILocation(line: 30, column: 36, scope: !142, inlinedAt: !115)
!149 = !DILocation(line: 30, column: 32, scope: !142, inlinedAt: !115)
!150 = !DILocation(line: 30, column: 19, scope: !142, inlinedAt: !115)
!151 = !DILocation(line: 30, column: 30, scope: !142, inlinedAt: !115)
!152 = !DILocation(line: 30, column: 11, scope: !142, inlinedAt: !115)
!153 = !DILocation(line: 29, column: 29, scope: !142, inlinedAt: !115)
!154 = !DILocation(line: 29, column: 23, scope: !142, inlinedAt: !115)
!155 = !DILocation(line: 29, column: 5, scope: !109, inlinedAt: !115)
!156 = distinct !{!156, !155, !157, !158, !159}
!157 = !DILocation(line: 30, column: 39, scope: !109, inlinedAt: !115)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !{!"llvm.loop.unroll.disable"}
!160 = !DILocation(line: 33, column: 1, scope: !95, inlinedAt: !115)
!161 = !DILocation(line: 34, column: 5, scope: !95, inlinedAt: !115)
!162 = !DILocation(line: 35, column: 5, scope: !95, inlinedAt: !115)
!163 = !DILocation(line: 76, column: 14, scope: !63)
!164 = !DILocation(line: 8, column: 9, scope: !95, inlinedAt: !115)
!165 = !DILocation(line: 36, column: 1, scope: !95, inlinedAt: !115)
!166 = !DILocation(line: 37, column: 5, scope: !95, inlinedAt: !115)
!167 = !DILocation(line: 38, column: 5, scope: !95, inlinedAt: !115)
!168 = !DILocation(line: 39, column: 1, scope: !95, inlinedAt: !115)
!169 = !DILocation(line: 40, column: 5, scope: !95, inlinedAt: !115)
!170 = !DILocation(line: 41, column: 5, scope: !95, inlinedAt: !115)
!171 = !DILocation(line: 42, column: 1, scope: !95, inlinedAt: !115)
!172 = !DILocation(line: 79, column: 9, scope: !63)
!173 = !DILocation(line: 75, column: 30, scope: !64)
!174 = !DILocation(line: 75, column: 23, scope: !64)
!175 = distinct !{!175, !91, !176, !158, !159}
!176 = !DILocation(line: 80, column: 5, scope: !61)
!177 = !DILocation(line: 0, scope: !70)
!178 = !DILocation(line: 47, column: 5, scope: !179, inlinedAt: !197)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 47, column: 5)
!180 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 46, type: !181, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !186)
!181 = !DISubroutineType(types: !182)
!182 = !{!58, !183, !58, !58, !185, !185}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!186 = !{!187, !188, !189, !190, !191, !192, !193, !196}
!187 = !DILocalVariable(name: "a", arg: 1, scope: !180, file: !2, line: 46, type: !183)
!188 = !DILocalVariable(name: "n", arg: 2, scope: !180, file: !2, line: 46, type: !58)
!189 = !DILocalVariable(name: "target", arg: 3, scope: !180, file: !2, line: 46, type: !58)
!190 = !DILocalVariable(name: "oi", arg: 4, scope: !180, file: !2, line: 46, type: !185)
!191 = !DILocalVariable(name: "oj", arg: 5, scope: !180, file: !2, line: 46, type: !185)
!192 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 47, type: !58)
!193 = !DILocalVariable(name: "j", scope: !194, file: !2, line: 48, type: !58)
!194 = distinct !DILexicalBlock(scope: !195, file: !2, line: 48, column: 9)
!195 = distinct !DILexicalBlock(scope: !179, file: !2, line: 47, column: 5)
!196 = !DILabel(scope: !180, name: "found", file: !2, line: 55)
!197 = distinct !DILocation(line: 84, column: 13, scope: !198)
!198 = distinct !DILexicalBlock(scope: !72, file: !2, line: 84, column: 13)
!199 = !DILocation(line: 83, column: 13, scope: !72)
!200 = !DILocation(line: 83, column: 21, scope: !72)
!201 = !DILocation(line: 0, scope: !72)
!202 = !DILocation(line: 0, scope: !179, inlinedAt: !197)
!203 = !DILocation(line: 48, column: 24, scope: !194, inlinedAt: !197)
!204 = !DILocation(line: 0, scope: !194, inlinedAt: !197)
!205 = !DILocation(line: 48, column: 31, scope: !206, inlinedAt: !197)
!206 = distinct !DILexicalBlock(scope: !194, file: !2, line: 48, column: 9)
!207 = !DILocation(line: 48, column: 9, scope: !194, inlinedAt: !197)
!208 = !{!209, !209, i64 0}
!209 = !{!"int", !144, i64 0}
!210 = !DILocation(line: 49, column: 24, scope: !211, inlinedAt: !197)
!211 = distinct !DILexicalBlock(scope: !206, file: !2, line: 49, column: 17)
!212 = !DILocation(line: 49, column: 22, scope: !211, inlinedAt: !197)
!213 = !DILocation(line: 49, column: 29, scope: !211, inlinedAt: !197)
!214 = !DILocation(line: 49, column: 17, scope: !206, inlinedAt: !197)
!215 = distinct !{!215, !207, !216, !158, !159}
!216 = !DILocation(line: 53, column: 13, scope: !194, inlinedAt: !197)
!217 = !DILocation(line: 50, column: 21, scope: !218, inlinedAt: !197)
!218 = distinct !DILexicalBlock(scope: !211, file: !2, line: 49, column: 40)
!219 = !DILocation(line: 47, column: 23, scope: !195, inlinedAt: !197)
!220 = distinct !{!220, !178, !221, !158, !159}
!221 = !DILocation(line: 53, column: 13, scope: !179, inlinedAt: !197)
!222 = !DILocation(line: 48, column: 37, scope: !206, inlinedAt: !197)
!223 = !DILocation(line: 84, column: 13, scope: !72)
!224 = !DILocation(line: 85, column: 60, scope: !198)
!225 = !DILocation(line: 85, column: 71, scope: !198)
!226 = !DILocation(line: 85, column: 13, scope: !198)
!227 = !DILocation(line: 87, column: 13, scope: !198)
!228 = !DILocation(line: 82, column: 31, scope: !73)
!229 = !DILocation(line: 82, column: 23, scope: !73)
!230 = !DILocation(line: 82, column: 5, scope: !70)
!231 = distinct !{!231, !230, !232, !158, !159}
!232 = !DILocation(line: 88, column: 5, scope: !70)
!233 = !DILocation(line: 0, scope: !80)
!234 = !DILocalVariable(name: "n", arg: 1, scope: !235, file: !2, line: 59, type: !78)
!235 = distinct !DISubprogram(name: "collatz_steps", scope: !2, file: !2, line: 59, type: !236, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!76, !78}
!238 = !{!234, !239, !240, !241}
!239 = !DILocalVariable(name: "steps", scope: !235, file: !2, line: 60, type: !76)
!240 = !DILabel(scope: !235, name: "top", file: !2, line: 61)
!241 = !DILabel(scope: !235, name: "done", file: !2, line: 70)
!242 = !DILocation(line: 0, scope: !235, inlinedAt: !243)
!243 = distinct !DILocation(line: 92, column: 22, scope: !82)
!244 = !DILocation(line: 61, column: 1, scope: !235, inlinedAt: !243)
!245 = !DILocation(line: 62, column: 11, scope: !246, inlinedAt: !243)
!246 = distinct !DILexicalBlock(scope: !235, file: !2, line: 62, column: 9)
!247 = !DILocation(line: 62, column: 9, scope: !235, inlinedAt: !243)
!248 = !DILocation(line: 64, column: 11, scope: !249, inlinedAt: !243)
!249 = distinct !DILexicalBlock(scope: !235, file: !2, line: 64, column: 9)
!250 = !DILocation(line: 64, column: 9, scope: !235, inlinedAt: !243)
!251 = !DILocation(line: 68, column: 10, scope: !235, inlinedAt: !243)
!252 = !DILocation(line: 70, column: 1, scope: !235, inlinedAt: !243)
!253 = !DILocation(line: 0, scope: !82)
!254 = !DILocation(line: 93, column: 15, scope: !255)
!255 = distinct !DILexicalBlock(scope: !82, file: !2, line: 93, column: 13)
!256 = !DILocation(line: 93, column: 13, scope: !82)
!257 = !DILocation(line: 96, column: 13, scope: !258)
!258 = distinct !DILexicalBlock(scope: !255, file: !2, line: 93, column: 23)
!259 = !DILocation(line: 97, column: 9, scope: !258)
!260 = !DILocation(line: 91, column: 47, scope: !83)
!261 = !DILocation(line: 91, column: 38, scope: !83)
!262 = !DILocation(line: 91, column: 5, scope: !80)
!263 = distinct !{!263, !262, !264, !158, !159}
!264 = !DILocation(line: 98, column: 5, scope: !80)
!265 = !DILocation(line: 108, column: 5, scope: !55)
!266 = !DILocation(line: 109, column: 17, scope: !55)
!267 = !DILocation(line: 109, column: 12, scope: !55)
!268 = !DILocation(line: 109, column: 5, scope: !55)
!269 = !DISubprogram(name: "printf", scope: !270, file: !270, line: 356, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!271 = !DISubroutineType(types: !272)
!272 = !{!58, !273, null}
!273 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !274)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!276 = !DISubprogram(name: "malloc", scope: !277, file: !277, line: 553, type: !278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!278 = !DISubroutineType(types: !279)
!279 = !{!280, !34}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!281 = !DISubprogram(name: "free", scope: !277, file: !277, line: 568, type: !282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !280}
